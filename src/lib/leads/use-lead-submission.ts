import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { submitOutcome, type JourneyStep } from '../analytics/journey-events.ts';
import { MainApiError, isNetworkFailure } from '../http/http-errors.ts';
import { logError } from '../telemetry/log-error.ts';
import type { LeadResponse } from './lead-confirmation.ts';
import { prepareLeadSubmission, submitLead, type LeadDocument } from './submit-lead.ts';
import { useTakingLonger } from './use-taking-longer.ts';

/** One POST of a lead: the document and the idempotency key that belongs to it. */
export interface LeadSubmission {
  readonly document: LeadDocument;
  readonly idempotencyKey: string;
}

/** What a send carries: the lead, what to do once it is accepted, and how to end it early. */
interface LeadSend extends LeadSubmission {
  readonly onAccepted: (response: LeadResponse) => void;
  readonly signal: AbortSignal;
}

/** What support may read about a failed lead: no personal data, only the kind of failure. */
function failureContext(error: unknown) {
  if (error instanceof MainApiError) return { status: error.status, errorId: error.errorId };
  return { network: isNetworkFailure(error) };
}

/**
 * Sends a lead as a React Query mutation with no automatic retry (the customer retries, answers
 * intact). One click is one POST: a second submit while one is in flight is ignored, and the
 * in-flight flag is a ref so even two clicks before React re-renders post once.
 *
 * What follows an accepted lead (`onAccepted`: forget the answers, show the confirmation) travels
 * with the send and runs from the mutation itself, so a reply that arrives after the customer has
 * left the summary still ends the journey. A send still waiting after 15 seconds can be made
 * again by the customer (`tryAgain`): the waiting request is ended and the same lead is sent with
 * the same key, so an API that honours the key stores it once.
 *
 * Failures are logged with `source` and no personal data. The sending code loads when the
 * customer first focuses something on the page. Each outcome (sent, failed, taking longer than
 * usual) is counted for the journey's step (issue 32, item 5).
 */
export function useLeadSubmission(source: string, journeyStep: JourneyStep) {
  const inFlight = useRef(false);
  const current = useRef<{ send: LeadSend; controller: AbortController } | undefined>(undefined);
  const { journey, step } = journeyStep;
  useEffect(() => {
    document.addEventListener('focusin', prepareLeadSubmission, { once: true });
    return () => document.removeEventListener('focusin', prepareLeadSubmission);
  }, []);
  const mutation = useMutation({
    mutationFn: ({ document, idempotencyKey, signal }: LeadSend) =>
      submitLead(document, idempotencyKey, signal),
    retry: 0,
    onSuccess: (response, send) => {
      submitOutcome({ journey, step }, 'sent');
      send.onAccepted(response);
    },
    onError: (error, send) => {
      // Ended by the customer's 'Try again': the send that replaced it speaks for both.
      if (send.signal.aborted) return;
      logError(error, { source, ...failureContext(error) });
      submitOutcome({ journey, step }, 'failed', error);
    },
    onSettled: (_response, _error, send) => {
      if (!send.signal.aborted) inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  // The moment the customer is told it is taking longer, restarted by each attempt.
  const takingLonger = useTakingLonger(mutation.isPending, mutation.submittedAt);
  useEffect(() => {
    if (takingLonger) submitOutcome({ journey, step }, 'taking_longer');
  }, [takingLonger, journey, step]);

  const start = useCallback(
    (submission: LeadSubmission, onAccepted: LeadSend['onAccepted']) => {
      const controller = new AbortController();
      const send: LeadSend = { ...submission, onAccepted, signal: controller.signal };
      current.current = { send, controller };
      inFlight.current = true;
      mutate(send);
    },
    [mutate],
  );

  const submit = useCallback(
    (submission: LeadSubmission, onAccepted: LeadSend['onAccepted']) => {
      if (!inFlight.current) start(submission, onAccepted);
    },
    [start],
  );

  const tryAgain = useCallback(() => {
    const waiting = current.current;
    if (!waiting || !inFlight.current) return;
    waiting.controller.abort();
    start(waiting.send, waiting.send.onAccepted);
  }, [start]);

  return {
    submit,
    tryAgain,
    isSubmitting: mutation.isPending,
    takingLonger,
    failed: mutation.isError,
    /** Changes on every attempt, so a repeated failure re-announces its alert. */
    attempt: mutation.submittedAt,
  };
}
