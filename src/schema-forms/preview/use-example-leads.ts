import { use } from 'react';
import type { CompiledForm } from '../compiled-form.ts';
import {
  exampleLeadsOf,
  journeysOf,
  type ExampleLead,
  type LeadJourney,
} from '../examples/example-leads.ts';
import type { FormExample } from '../examples/form-examples.ts';
import { createFormEngine, type FormEngine } from '../form-engine.ts';
import type { FormId } from '../form-registry.ts';
import { useCompiledForms } from '../use-compiled-form.ts';
import { loadPhoneNumberRules } from '../validation/checks/phone-number.ts';
import { loadFormExamples } from './form-examples-files.ts';

const engines = new WeakMap<CompiledForm, FormEngine>();

function engineOf(compiled: CompiledForm): FormEngine {
  let engine = engines.get(compiled);
  if (!engine) {
    engine = createFormEngine(compiled);
    engines.set(compiled, engine);
  }
  return engine;
}

/** The forms of every journey that asks `formId`, itself among them; none when it feeds no lead. */
export function leadFormsOf(formId: FormId, journeys: readonly LeadJourney[]): FormId[] {
  const steps = journeysOf(formId, journeys).flatMap((journey) => journey.steps);
  return [...new Set(steps.map((step) => step.formId))];
}

/** The examples of the other forms of a form's lead journeys, by form. */
export type CompanionExamples = ReadonlyMap<FormId, readonly FormExample[]>;

/**
 * What the example leads need beyond the form's own examples: the examples of the other forms
 * of its journeys, and the phone rules, since answers are sent with numbers in their normal form.
 * Asked for by the page that does not suspend, so the promise outlives the suspending render.
 */
export async function loadCompanions(
  formId: FormId,
  journeys: readonly LeadJourney[],
): Promise<CompanionExamples> {
  const leadForms = leadFormsOf(formId, journeys);
  if (leadForms.length === 0) return new Map();
  const others = leadForms.filter((id) => id !== formId);
  const [files] = await Promise.all([
    Promise.all(others.map((id) => loadFormExamples(id))),
    loadPhoneNumberRules(),
  ]);
  return new Map(others.map((id, index) => [id, files[index]?.examples ?? []]));
}

/**
 * The leads each valid example of the form sends, by its index: one per journey that asks the
 * form, with the first valid example of the journey's other page, as a guest. Built by the
 * same journeys as the schema check, from the newest compiled forms (a saved x-lead shows at
 * once in dev). Suspends while the other forms load (`companions`, from loadCompanions).
 */
export function useExampleLeads(
  formId: FormId,
  journeys: readonly LeadJourney[],
  examples: readonly FormExample[],
  companions: Promise<CompanionExamples>,
): ReadonlyMap<number, readonly ExampleLead[]> {
  const leadForms = leadFormsOf(formId, journeys);
  const otherExamples = use(companions);
  const compiled = useCompiledForms(leadForms);
  return exampleLeadsOf(
    formId,
    journeys,
    (id) => {
      const form = compiled[leadForms.indexOf(id)];
      const formExamples = id === formId ? examples : otherExamples.get(id);
      return form && formExamples ? { examples: formExamples, engine: engineOf(form) } : undefined;
    },
    { coverage: 'first' },
  );
}
