import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { leadPlacementsOf } from '../form-compiler/lead-placements.ts';
import { leadJourneys } from '../../src/routes/-lead-journeys.ts';
import {
  exampleLeadsOf,
  type ExampleForm,
  type ExampleLead,
  type LeadJourney,
} from '../../src/schema-forms/examples/example-leads.ts';
import type { FormExample } from '../../src/schema-forms/examples/form-examples.ts';
import { createFormEngine } from '../../src/schema-forms/form-engine.ts';
import { isFormId } from '../../src/schema-forms/form-registry.ts';
import { journeyNameOf } from '../../src/schema-forms/preview/preview-copy.ts';
import { loadPhoneNumberRules } from '../../src/schema-forms/validation/checks/phone-number.ts';
import { formKeywords } from '../../src/schema-forms/validation/form-keywords.ts';
import { fieldsOf } from '../../src/schema-forms/walk-schema.ts';
import { leadValidatorOf, type LeadVerdict } from '../../src/stub-api/lead-validator.ts';
import { destinationOf } from '../../src/schema-forms/form-model/lead-destination.ts';
import { leadRefusals, type LeadRefusal } from './lead-refusals.ts';
import type { Problem } from './problems.ts';
import { isSchemaNode, type FormFolder, type JsonFile } from './schema-tree.ts';

// Phone numbers are sent in their normal form, as the browser sends them (decision 017).
await loadPhoneNumberRules();

/** A form's examples with an engine that compiles its schema as saved (no generated module). */
export function exampleFormOf(folder: FormFolder): ExampleForm | undefined {
  const schema = folder.schema?.data;
  const list = (folder.examples?.data as { examples?: unknown } | undefined)?.examples;
  if (!isSchemaNode(schema) || !Array.isArray(list)) return undefined;
  const compiled = {
    formId: folder.formId,
    schema: schema as RJSFSchema,
    uiSchema: isSchemaNode(folder.ui?.data) ? folder.ui.data : {},
    validateFns: {},
    leadPlacements: leadPlacementsOf(schema as RJSFSchema),
  };
  const validator = customizeValidator({ ajvOptionsOverrides: { keywords: [...formKeywords] } });
  return { examples: list as FormExample[], engine: createFormEngine(compiled, validator) };
}

/** The field of a journey's forms whose x-lead writes a lead field, if one does. */
function fieldWriting(pointer: string, forms: readonly FormFolder[]) {
  for (const form of forms) {
    const schema = form.schema?.data;
    if (!isSchemaNode(schema)) continue;
    for (const field of fieldsOf(schema)) {
      const destination = destinationOf(field.schema['x-lead']);
      const to = destination?.kind === 'not-sent' ? undefined : destination?.to;
      if (to !== undefined && (pointer === to || pointer.startsWith(`${to}/`))) {
        return { formId: form.formId, path: field.path, byMapper: destination?.kind === 'mapper' };
      }
    }
  }
  return undefined;
}

const wayOf = (sent: ExampleLead) =>
  `the ${journeyNameOf(sent.journey.id)}${sent.journey.signedInChangesLead ? (sent.signedIn ? ' sends it for a signed-in customer' : ' sends it for a guest') : ' sends it'}`;

interface Refused {
  readonly index: number;
  readonly refusal: LeadRefusal;
  readonly ways: ExampleLead[];
  readonly field: ReturnType<typeof fieldWriting>;
}

function problemOf(
  file: string,
  example: FormExample,
  refused: Refused,
  leadFile: string,
): Problem {
  const { refusal, ways, field } = refused;
  const [first] = ways;
  const others = ways.length - 1;
  const how = `${first ? wayOf(first) : ''}${others > 0 ? ` (and ${others} other way${others === 1 ? '' : 's'} of sending it)` : ''}`;
  const answer = field ? ` (the answer to "${field.path}")` : '';
  const fix =
    field && !field.byMapper
      ? `Give "${field.path}" a rule at least as strict as the lead's for "${refusal.pointer}" in ${leadFile}, so the customer is told before sending, or change the example. If the lead's rule is wrong, ask a developer: the lead schema is the back office's contract.`
      : field
        ? `Give "${field.path}" a rule at least as strict as the lead's for "${refusal.pointer}" in ${leadFile}, or change the example. If that does not fit what customers answer, ask a developer: the code that writes "${refusal.pointer}" and ${leadFile} disagree.`
        : `Ask a developer: the code that writes "${refusal.pointer}" makes a lead ${leadFile} refuses.`;
  return {
    file,
    pointer: `/examples/${refused.index}`,
    message: `The example "${example.name}" passes the form, but its lead would be refused as ${how}: its "${refusal.pointer}"${answer} ${refusal.reason}.`,
    fix,
    facts: {
      kind: 'example-lead-refused',
      example: example.name,
      ...(field && !field.byMapper ? { answer: field.path.split('.')[0] ?? field.path } : {}),
    },
  };
}

/**
 * Each valid example of a form makes a lead its lead schema accepts (issue: "every example state
 * produces a lead that validates"): built by the same journeys as the preview and the contract
 * test, from the files as saved, against the lead schemas as saved. A refusal is reported on the
 * examples of the form whose field writes the refused lead field (the first form of the journey
 * when no field does), once per field, naming the first way it is sent and how many more.
 */
export function exampleLeadsChecker(
  forms: readonly FormFolder[],
  leadSchemas: readonly JsonFile[],
  now: Date,
  journeys: readonly LeadJourney[] = leadJourneys,
): (folder: FormFolder, skip: ReadonlySet<number>) => Problem[] {
  let validate: ((document: unknown) => LeadVerdict) | undefined;
  try {
    validate = leadValidatorOf(
      leadSchemas.flatMap((entry) => (isSchemaNode(entry.data) ? [entry.data] : [])),
    );
  } catch {
    // A lead schema that does not compile is reported by itself (checkJsonSchemas).
  }
  const exampleForms = new Map<string, ExampleForm | undefined>();
  const formOf = (formId: string) => {
    if (!exampleForms.has(formId)) {
      const folder = forms.find((candidate) => candidate.formId === formId);
      exampleForms.set(formId, folder ? exampleFormOf(folder) : undefined);
    }
    return exampleForms.get(formId);
  };
  return (folder, skip) => {
    const examples = folder.examples;
    if (!validate || !examples || !isFormId(folder.formId)) return [];
    let leads: Map<number, ExampleLead[]>;
    try {
      leads = exampleLeadsOf(folder.formId, journeys, formOf, { coverage: 'every', now });
    } catch {
      // A form whose schema cannot run yet: its other problems say why.
      return [];
    }
    const leadName = isSchemaNode(folder.schema?.data)
      ? folder.schema.data['x-lead-schema']
      : undefined;
    const leadFile =
      typeof leadName === 'string'
        ? `schemas/leads/${leadName}`
        : 'its lead schema in schemas/leads/';
    const refused = new Map<string, Refused>();
    for (const [index, sent] of leads) {
      if (skip.has(index)) continue;
      for (const lead of sent) {
        const verdict = validate(lead.lead);
        if (verdict.valid) continue;
        const journeyForms = lead.journey.steps.flatMap((step) =>
          forms.filter((form) => form.formId === step.formId),
        );
        for (const refusal of leadRefusals(lead.lead, verdict.errors)) {
          const field = fieldWriting(refusal.pointer, journeyForms);
          const owner = field?.formId ?? lead.journey.steps[0]?.formId;
          if (owner !== folder.formId) continue;
          const key = `${index} ${refusal.pointer} ${refusal.keyword}`;
          const earlier = refused.get(key);
          if (earlier) earlier.ways.push(lead);
          else refused.set(key, { index, refusal, ways: [lead], field });
        }
      }
    }
    const list = (examples.data as { examples: FormExample[] }).examples;
    return [...refused.values()].flatMap((entry) => {
      const example = list[entry.index];
      return example ? [problemOf(examples.file, example, entry, leadFile)] : [];
    });
  };
}
