import { useResetAtoms } from '../../lib/storage/use-reset-atoms.ts';
import {
  feedbackAddressEntryAtom,
  feedbackAttemptAtom,
  feedbackCreditDraftAtom,
  feedbackCreditLeadAnswersAtom,
  feedbackDetailsCheckedAtom,
  feedbackDetailsDraftAtom,
  feedbackTextAtom,
} from './feedback-drafts.ts';

const feedbackJourneyAtoms = [
  feedbackCreditDraftAtom,
  feedbackTextAtom,
  feedbackCreditLeadAnswersAtom,
  feedbackDetailsDraftAtom,
  feedbackDetailsCheckedAtom,
  feedbackAddressEntryAtom,
  feedbackAttemptAtom,
];

/** Forgets every answer of the feedback journey: called once its lead is accepted. */
export function useClearFeedbackJourney(): () => void {
  return useResetAtoms(feedbackJourneyAtoms);
}
