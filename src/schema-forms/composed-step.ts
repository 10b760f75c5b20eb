import { declaredAnswers, type DeclaredAnswer } from '../lib/leads/declared-answers.ts';
import type { CompiledForm } from './compiled-form.ts';
import type { AnyFormData, FormEngine } from './form-engine.ts';
import { summaryRows, type SummaryRow } from './summary-rows.ts';
import type { FormError } from './validation/form-errors.ts';

/** One step's answers as its form sends them, with those it places in the lead by `x-lead`. */
export interface SentStep<Data = AnyFormData> {
  readonly answers: Data;
  readonly leadAnswers: readonly DeclaredAnswer[];
}

/** What a form contributes to a journey's summary and lead, as the step's page shows it. */
export type StepEngine = Pick<
  FormEngine,
  'compiled' | 'schemaUtils' | 'answersToSend' | 'validate'
>;

/**
 * One step of a journey as 'Check your answers' shows it and the lead receives it: the answers
 * that apply now (branches that do not apply and the route's hidden questions left out), the
 * summary's rows made from exactly those answers, the answers placed by `x-lead` as the form
 * declares them today (so a release that moves a destination moves it for kept answers too),
 * and what the step's own rules say of them now (a date window moves with the clock).
 */
export interface ComposedStep<Data = AnyFormData> {
  readonly formId: string;
  readonly sent: SentStep<Data>;
  readonly rows: readonly SummaryRow[];
  readonly errors: readonly FormError[];
}

/** The answers one step sends: the one place a step's lead answers are worked out. */
export function sentStep<Data = AnyFormData>(
  engine: Pick<FormEngine, 'answersToSend'> & {
    readonly compiled: Pick<CompiledForm, 'leadPlacements'>;
  },
  answers: AnyFormData,
  hiddenFields: readonly string[] = [],
): SentStep<Data> {
  const sent = engine.answersToSend(answers, hiddenFields);
  return {
    answers: sent as Data,
    leadAnswers: declaredAnswers(sent, engine.compiled.leadPlacements),
  };
}

/** A step composed for the summary and the lead from the answers its button accepted. */
export function composeStep<Data = AnyFormData>(
  engine: StepEngine,
  answers: AnyFormData,
  hiddenFields: readonly string[] = [],
): ComposedStep<Data> {
  const sent = sentStep<Data>(engine, answers, hiddenFields);
  return {
    formId: engine.compiled.formId,
    sent,
    rows: summaryRows(engine, sent.answers as AnyFormData, hiddenFields),
    errors: engine.validate(sent.answers as AnyFormData, hiddenFields),
  };
}

/** One answer a step's rules refuse at the moment of sending. */
export interface StepProblem {
  readonly formId: string;
  readonly error: FormError;
}

/** What the steps' own rules refuse now, in the order of the steps and their questions. */
export function problemsOf(steps: readonly ComposedStep<unknown>[]): StepProblem[] {
  return steps.flatMap(({ formId, errors }) => errors.map((error) => ({ formId, error })));
}
