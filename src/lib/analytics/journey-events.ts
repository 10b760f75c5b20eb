import type { JourneyId } from '../../site/journey-routes.ts';
import { MainApiError, isNetworkFailure } from '../http/http-errors.ts';
import { sendMonitoringAction } from '../telemetry/monitoring-actions.ts';

/**
 * Where customers stop (issue 32, item 5): what content teams read in monitoring, one named action
 * per thing that happens on a journey step, each naming the journey and the step, never what a
 * customer typed. docs/where-customers-stop.md shows how to read them.
 */

/** A step of a journey: the journey's name and the step's (its form id, or the page's name). */
export interface JourneyStep {
  readonly journey: JourneyId;
  readonly step: string;
}

/** One error shown after a submit: which field (its JSON pointer) and which rule it broke. */
export interface ShownError {
  readonly pointer: string;
  readonly rule: string;
}

/** The action names, as content teams search for them. */
export const journeyActions = {
  stepViewed: 'journey_step_viewed',
  errorShown: 'journey_error_shown',
  submitOutcome: 'journey_submit_outcome',
} as const;

/** A step was shown to the customer. */
export function stepViewed({ journey, step }: JourneyStep): void {
  sendMonitoringAction(journeyActions.stepViewed, { journey, step });
}

/** A field's name as a reader sees it: '/address/postcode' → 'address.postcode'. */
export function fieldNameOf(pointer: string): string {
  return pointer.split('/').filter(Boolean).join('.');
}

/**
 * A submit found errors: one action per error shown, naming the field and the rule (the
 * schema's keyword: required, maxLength, pattern…), and which failed submit of this visit to
 * the step it was (1 for the first), never the value.
 */
export function errorsShown(
  { journey, step }: JourneyStep,
  errors: readonly ShownError[],
  attempt: number,
): void {
  for (const { pointer, rule } of errors) {
    sendMonitoringAction(journeyActions.errorShown, {
      journey,
      step,
      field: fieldNameOf(pointer),
      rule,
      attempt,
    });
  }
}

/** How a submit ended, or that it is still waiting longer than usual. */
export type SubmitOutcome = 'sent' | 'failed' | 'taking_longer';

/** The kind of a failure, without its details: '5xx', '4xx', 'network' or 'other'. */
export function statusClassOf(error: unknown): string {
  if (error instanceof MainApiError) return `${Math.floor(error.status / 100)}xx`;
  return isNetworkFailure(error) ? 'network' : 'other';
}

/**
 * What became of a submit: sent, failed (with its status class) or still waiting after the
 * customer was told it is taking longer (a later 'sent' or 'failed' follows).
 */
export function submitOutcome(
  { journey, step }: JourneyStep,
  outcome: SubmitOutcome,
  error?: unknown,
): void {
  sendMonitoringAction(journeyActions.submitOutcome, {
    journey,
    step,
    outcome,
    ...(outcome === 'failed' ? { status_class: statusClassOf(error) } : {}),
  });
}
