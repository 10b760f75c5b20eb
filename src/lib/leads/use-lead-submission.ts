import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { submitOutcome, type JourneyStep } from '../analytics/journey-events.ts';
import { MainApiError, isNetworkFailure } from '../http/http-errors.ts';
import { logError } from '../telemetry/log-error.ts';
import type { LeadResponse } from './lead-confirmation.ts';
import { prepareLeadSubmission, submitLead, type LeadDocument } from './submit-lead.ts';
import { useTakingLonger } from './use-taking-longer.ts';

/** One POST of a lead: the document and the attempt's idempotency key. */
export interface LeadSubmission {
  readonly document: LeadDocument;
  readonly idempotencyKey: string;
}

/** What support may read about a failed lead: no personal data, only the kind of failure. */
function failureContext(error: unknown) {
  if (error instanceof MainApiError) return { status: error.status, errorId: error.errorId };
  return { network: isNetworkFailure(error) };
}

/**
 * Sends a lead as a React Query mutation with no automatic retry (the customer retries, answers
 * intact). One click is one POST: a second submit while one is in flight is ignored, and the
 * in-flight flag is a ref so even two clicks before React re-renders post once. Failures are
 * logged with `source` and no personal data. The sending code loads when the customer first
 * focuses something on the page, not with the page. Each outcome (sent, failed, taking longer
 * than usual) is counted for the journey's step (issue 32, item 5).
 */
export function useLeadSubmission(source: string, journeyStep: JourneyStep) {
  const inFlight = useRef(false);
  const { journey, step } = journeyStep;
  // The customer's first step into the form (focus, by keyboard or pointer) starts loading the
  // sending code, which is then there long before they submit.
  useEffect(() => {
    document.addEventListener('focusin', prepareLeadSubmission, { once: true });
    return () => document.removeEventListener('focusin', prepareLeadSubmission);
  }, []);
  const mutation = useMutation({
    mutationFn: ({ document, idempotencyKey }: LeadSubmission) =>
      submitLead(document, idempotencyKey),
    retry: 0,
    onSuccess: () => submitOutcome({ journey, step }, 'sent'),
    onError: (error) => {
      logError(error, { source, ...failureContext(error) });
      submitOutcome({ journey, step }, 'failed', error);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  // The moment the customer is told it is taking longer (SubmittingStatus, on the same clock).
  const takingLonger = useTakingLonger(mutation.isPending);
  useEffect(() => {
    if (takingLonger) submitOutcome({ journey, step }, 'taking_longer');
  }, [takingLonger, journey, step]);

  const submit = useCallback(
    (submission: LeadSubmission, onAccepted: (response: LeadResponse) => void | Promise<void>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(submission, { onSuccess: onAccepted });
    },
    [mutate],
  );

  return {
    submit,
    isSubmitting: mutation.isPending,
    failed: mutation.isError,
    /** Changes on every attempt, so a repeated failure re-announces its alert. */
    attempt: mutation.submittedAt,
  };
}
