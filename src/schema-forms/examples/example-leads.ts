import { sentStep, type SentStep } from '../composed-step.ts';
import type { FormEngine } from '../form-engine.ts';
import type { FormDataById } from '../form-data.ts';
import type { FormId } from '../form-registry.ts';
import { resolveExampleData, type FormExample } from './form-examples.ts';

/** A form the customer fills in on the way to a lead; `hiddenFields` as its page hides them. */
export interface LeadJourneyStep {
  readonly formId: FormId;
  readonly hiddenFields?: readonly string[];
}

/**
 * One way the site sends a lead: the page it is sent from, the forms asked on the way, and how
 * their answers become the lead (the feature's typed mapper, then the generic step of decision
 * 022), exactly as the journey's pages do it.
 */
export interface LeadJourney {
  /** The path the lead is sent from, under /help-and-support/ (its name for editors is copy). */
  readonly id: string;
  readonly steps: readonly LeadJourneyStep[];
  /** Whether a signed-in customer's lead differs from a guest's (SPEC section 7, accountPrefix). */
  readonly signedInChangesLead: boolean;
  leadOf(steps: readonly SentStep[], signedIn: boolean): object;
}

type StepsOf<Ids extends readonly FormId[]> = {
  readonly [K in keyof Ids]: { readonly formId: Ids[K]; readonly hiddenFields?: readonly string[] };
};
type SentStepsOf<Ids extends readonly FormId[]> = {
  readonly [K in keyof Ids]: SentStep<FormDataById[Ids[K]]>;
};

/** Declares a journey with each step's answers typed by its form's generated data type. */
export function leadJourney<const Ids extends readonly FormId[]>(journey: {
  readonly id: string;
  readonly steps: StepsOf<Ids>;
  readonly signedInChangesLead: boolean;
  leadOf(steps: SentStepsOf<Ids>, signedIn: boolean): object;
}): LeadJourney {
  // The steps' answers come from the forms the journey names, so their types hold.
  return journey as unknown as LeadJourney;
}

/** The journeys that send a form's answers in a lead; none for a form that feeds no lead. */
export function journeysOf(formId: string, journeys: readonly LeadJourney[]): LeadJourney[] {
  return journeys.filter((journey) => journey.steps.some((step) => step.formId === formId));
}

/**
 * A form as the example leads need it: its named examples and its engine (the compiled module in
 * the browser and tests; the files as saved, compiled at run time, in the schema check).
 */
export interface ExampleForm {
  readonly examples: readonly FormExample[];
  readonly engine: Pick<FormEngine, 'answersToSend'> & {
    readonly compiled: Pick<FormEngine['compiled'], 'leadPlacements'>;
  };
}

/** The valid example of one step a lead was built from. */
export interface UsedExample {
  readonly formId: FormId;
  /** Its place in the examples file: /examples/<index>. */
  readonly index: number;
  readonly name: string;
}

/** The lead one valid example sends one way. */
export interface ExampleLead {
  readonly journey: LeadJourney;
  readonly signedIn: boolean;
  /** The example of each step, in the journey's order (the form's own among them). */
  readonly examples: readonly UsedExample[];
  readonly lead: object;
}

/**
 * How many leads each example makes: `every` pairs it with every valid example of the other
 * steps, guest and signed in (the schema check and the contract test); `first` with the first
 * valid example of each other step, as a guest (the preview, one lead per journey).
 */
export type ExampleLeadCoverage = 'every' | 'first';

interface SentExample extends UsedExample {
  readonly sent: SentStep;
}

function sentExamples(step: LeadJourneyStep, form: ExampleForm, now: Date): SentExample[] {
  return form.examples.flatMap((example, index) => {
    if (!example.valid) return [];
    const sent = sentStep(form.engine, resolveExampleData(example.data, now), step.hiddenFields);
    return [{ formId: step.formId, index, name: example.name, sent }];
  });
}

function combinations<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>(
    (combined, list) => combined.flatMap((head) => list.map((item) => [...head, item])),
    [[]],
  );
}

/**
 * Every lead the valid examples of `formId` send, by the example's index in its file: through
 * each journey that asks the form, built by the journey's own mappers. A journey with a step
 * whose form `formOf` does not give is left out.
 */
export function exampleLeadsOf(
  formId: FormId,
  journeys: readonly LeadJourney[],
  formOf: (formId: FormId) => ExampleForm | undefined,
  options: { readonly coverage: ExampleLeadCoverage; readonly now?: Date },
): Map<number, ExampleLead[]> {
  const now = options.now ?? new Date();
  const leads = new Map<number, ExampleLead[]>();
  for (const journey of journeysOf(formId, journeys)) {
    const perStep = journey.steps.map((step) => {
      const form = formOf(step.formId);
      const sent = form ? sentExamples(step, form, now) : [];
      return step.formId === formId || options.coverage === 'every' ? sent : sent.slice(0, 1);
    });
    const signedInStates =
      journey.signedInChangesLead && options.coverage === 'every' ? [false, true] : [false];
    for (const examples of combinations(perStep)) {
      const own = examples.find((example) => example.formId === formId);
      if (!own) continue;
      for (const signedIn of signedInStates) {
        const lead = journey.leadOf(
          examples.map((example) => example.sent),
          signedIn,
        );
        const used = examples.map(({ formId: id, index, name }) => ({ formId: id, index, name }));
        leads.set(own.index, [
          ...(leads.get(own.index) ?? []),
          { journey, signedIn, examples: used, lead },
        ]);
      }
    }
  }
  return leads;
}
