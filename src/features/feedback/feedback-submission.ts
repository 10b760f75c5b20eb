import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import {
  composeStep,
  type ComposedStep,
  type SentStep,
  type StepEngine,
} from '../../schema-forms/composed-step.ts';
import type { FeedbackCreditData, FeedbackDetailsData } from '../../schema-forms/form-data.ts';
import { mapFeedbackToLead, type FeedbackLead } from './map-feedback-to-lead.ts';

/**
 * The feedback lead from its steps as they are sent: the typed mapper (what the specification
 * fixes), then every answer the forms place by `x-lead`. The one place a feedback lead is
 * composed: the summary sends it, the preview, check and contract tests read it.
 */
export function feedbackLead(
  credit: SentStep<FeedbackCreditData>,
  details: SentStep<FeedbackDetailsData>,
  signedIn: boolean,
): FeedbackLead {
  return withDeclaredAnswers<FeedbackLead>(
    mapFeedbackToLead({ details: details.answers, signedIn }),
    [...credit.leadAnswers, ...details.leadAnswers],
  );
}

/** The feedback summary and lead, composed from the same answers. */
export interface FeedbackSubmission {
  readonly credit: ComposedStep<FeedbackCreditData>;
  readonly details: ComposedStep<FeedbackDetailsData>;
  readonly lead: FeedbackLead;
}

/**
 * What 'Check your answers' of feedback shows and what it sends, from the answers its steps
 * accepted: rows and lead from exactly the same answers, recomposed at the moment of sending.
 */
export function composeFeedback(
  checked: { readonly credit: object; readonly details: object },
  engines: { readonly credit: StepEngine; readonly details: StepEngine },
  signedIn: boolean,
): FeedbackSubmission {
  const credit = composeStep<FeedbackCreditData>(engines.credit, { ...checked.credit });
  const details = composeStep<FeedbackDetailsData>(engines.details, { ...checked.details });
  return { credit, details, lead: feedbackLead(credit.sent, details.sent, signedIn) };
}
