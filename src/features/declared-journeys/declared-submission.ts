import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import type { LeadDocument } from '../../lib/leads/lead-envelope.ts';
import {
  composeStep,
  type ComposedStep,
  type SentStep,
  type StepEngine,
} from '../../schema-forms/composed-step.ts';
import type { JourneyLeadMapper } from '../../schema-forms/journey-lead-mapper.ts';

/** A declared journey's summary and lead, composed from the same answers. */
export interface DeclaredSubmission {
  readonly steps: readonly ComposedStep[];
  readonly lead: object;
}

/**
 * A declared journey's lead from its steps as they are sent: what its mapper computes, then every
 * answer its forms place by `x-lead`. The one place such a lead is composed: the summary sends
 * it, the forms preview, the schema check and the contract tests read it.
 */
export function declaredLead(
  mapper: JourneyLeadMapper,
  sent: readonly SentStep[],
  signedIn: boolean,
): object {
  return withDeclaredAnswers(
    mapper(sent, signedIn) as LeadDocument<unknown, unknown>,
    sent.flatMap((step) => step.leadAnswers),
  );
}

/**
 * What 'Check your answers' of a journey declared as data shows and sends (decision 055): each
 * step composed from the answers its button accepted, then the lead its mapper computes with
 * every answer its forms place by `x-lead`, recomposed at the moment of sending.
 */
export function composeDeclared(
  answers: readonly object[],
  engines: readonly StepEngine[],
  mapper: JourneyLeadMapper,
  signedIn: boolean,
): DeclaredSubmission {
  const steps = engines.map((engine, index) => composeStep(engine, { ...answers[index] }));
  return {
    steps,
    lead: declaredLead(
      mapper,
      steps.map((step) => step.sent),
      signedIn,
    ),
  };
}
