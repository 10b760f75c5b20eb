import { useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import {
  feedbackAddressEntryAtom,
  feedbackAttemptAtom,
  feedbackCreditDraftAtom,
  feedbackDetailsDraftAtom,
  feedbackTextAtom,
} from './feedback-drafts';

/** Forgets every answer of the feedback journey: called once its lead is accepted. */
export function useClearFeedbackJourney(): () => void {
  const clearCredit = useSetAtom(feedbackCreditDraftAtom);
  const clearText = useSetAtom(feedbackTextAtom);
  const clearDetails = useSetAtom(feedbackDetailsDraftAtom);
  const clearAddressEntry = useSetAtom(feedbackAddressEntryAtom);
  const clearAttempt = useSetAtom(feedbackAttemptAtom);
  return useCallback(() => {
    clearCredit(RESET);
    clearText(RESET);
    clearDetails(RESET);
    clearAddressEntry(RESET);
    clearAttempt(RESET);
  }, [clearCredit, clearText, clearDetails, clearAddressEntry, clearAttempt]);
}
