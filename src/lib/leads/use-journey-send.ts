import { useRouter, type NavigateOptions } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback, useState } from 'react';
import type { JourneyStep } from '../analytics/journey-events.ts';
import type { DraftAtom, ResettableAtom } from '../storage/draft-atom.ts';
import { useAttemptKey, type JourneyAttempt } from './journey-attempt.ts';
import type { LeadResponse } from './lead-confirmation.ts';
import type { LeadDocument } from './submit-lead.ts';
import type { SendingState } from './SubmittingStatus.tsx';
import { useLeadSubmission } from './use-lead-submission.ts';

/** How a journey sends its lead from 'Check your answers', and what it forgets once it is in. */
export interface JourneySendOptions {
  /** Names the journey's failures in the log (no personal data). */
  readonly source: string;
  readonly journeyStep: JourneyStep;
  /** Where the journey keeps the key of the lead being sent. */
  readonly attemptAtom: DraftAtom<JourneyAttempt>;
  /** Every atom that holds an answer of the journey or its key, all forgotten once it is sent. */
  readonly journeyAtoms: readonly ResettableAtom[];
}

/**
 * Sends a journey's lead with the key that belongs to it (journey-attempt.ts), and once the lead
 * is accepted forgets every answer and the key before moving to the confirmation: the move may
 * be a full page load (a newer release, a help page) that never returns to this code, and Back
 * must then find nothing to send again (issue 37). It runs even when the reply arrives after the
 * customer has left the summary.
 */
export function useJourneySend({
  source,
  journeyStep,
  attemptAtom,
  journeyAtoms,
}: JourneySendOptions) {
  const submission = useLeadSubmission(source, journeyStep);
  const keyFor = useAttemptKey(attemptAtom);
  const store = useStore();
  const router = useRouter();
  const { submit } = submission;
  const send = useCallback(
    (lead: LeadDocument, destination: (response: LeadResponse) => NavigateOptions) => {
      submit({ document: lead, idempotencyKey: keyFor(lead) }, (response) => {
        for (const atom of journeyAtoms) store.set(atom, RESET);
        void router.navigate(destination(response));
      });
    },
    [submit, keyFor, journeyAtoms, store, router],
  );
  return { ...submission, send };
}

/**
 * Where a journey's send stands, as its 'Check your answers' page shows it: sending while the
 * lead is on its way or while `busy` with what must come first (a look-up, the answers being
 * composed), and 'Send again' once it takes longer.
 */
export function sendingState(
  submission: Pick<ReturnType<typeof useJourneySend>, 'isSubmitting' | 'takingLonger' | 'tryAgain'>,
  busy: boolean,
): SendingState {
  return {
    submitting: busy || submission.isSubmitting,
    takingLonger: submission.takingLonger,
    onSendAgain: submission.tryAgain,
  };
}

/**
 * The last value a summary had to show: once its answers are forgotten on sending, the summary
 * keeps showing what was sent (its button still reading 'Sending') until the confirmation takes
 * its place, never an empty page. `value` must keep its identity while unchanged (useMemo).
 */
export function useKeptWhileLeaving<Value>(value: Value | undefined): Value | undefined {
  const [kept, setKept] = useState(value);
  if (value !== undefined && value !== kept) setKept(value);
  return value ?? kept;
}
