import { useResetAtoms } from '../../lib/storage/use-reset-atoms';
import {
  feedbackAddressEntryAtom,
  feedbackAttemptAtom,
  feedbackCreditDraftAtom,
  feedbackDetailsDraftAtom,
  feedbackTextAtom,
} from './feedback-drafts';

const feedbackJourneyAtoms = [
  feedbackCreditDraftAtom,
  feedbackTextAtom,
  feedbackDetailsDraftAtom,
  feedbackAddressEntryAtom,
  feedbackAttemptAtom,
];

/** Forgets every answer of the feedback journey: called once its lead is accepted. */
export function useClearFeedbackJourney(): () => void {
  return useResetAtoms(feedbackJourneyAtoms);
}
