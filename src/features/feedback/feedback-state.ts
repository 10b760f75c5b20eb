import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom, type ResettableAtom } from '../../lib/storage/draft-atom.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import {
  createCheckedAnswersAtom,
  readCheckedAnswers,
  type CheckedAnswers,
} from '../../schema-forms/checked-answers.ts';
import { addressEntryDraftAtom } from '../../schema-forms/theme/fields/address/address-entry-draft.ts';
import type {
  FeedbackCreditData,
  FeedbackDetailsData,
  FormDraft,
} from '../../schema-forms/form-data.ts';

/**
 * The whole state of the feedback ('We owe you') journey, in one module (issue 37): each step's
 * draft as typed, each step's answers as its button accepted them (what 'Check your answers'
 * composes its rows and the lead from, feedback-submission.ts), and the attempt's key.
 */

/** 'We owe you' as typed. */
export const feedbackCreditDraftAtom = createDraftAtom<FormDraft<FeedbackCreditData>>(
  'feedback-credit',
  schemaHashes['feedback-credit'],
  {},
);

/** 'We owe you' as its button accepted it: the details step needs it (SPEC section 4). */
export const feedbackCreditCheckedAtom = createCheckedAnswersAtom('feedback-credit');

/** The feedback personal details as typed. */
export const feedbackDetailsDraftAtom = createDraftAtom<FormDraft<FeedbackDetailsData>>(
  'feedback-details',
  schemaHashes['feedback-details'],
  {},
);

/** The address typed on the feedback details before it is used (the form's address question). */
export const feedbackAddressEntryAtom = addressEntryDraftAtom('feedback-details', 'root_address');

/** The feedback personal details as their button accepted them. */
export const feedbackDetailsCheckedAtom = createCheckedAnswersAtom('feedback-details');

/** The attempt's idempotency key, which belongs to one lead (journey-attempt.ts). */
export const feedbackAttemptAtom = createAttemptAtom('feedback');

/** The steps' checked answers, read outside React (the route guards). */
export function readFeedbackChecked(): {
  readonly credit?: CheckedAnswers<'feedback-credit'>;
  readonly details?: CheckedAnswers<'feedback-details'>;
} {
  return {
    credit: readCheckedAnswers('feedback-credit'),
    details: readCheckedAnswers('feedback-details'),
  };
}

/** Every atom that holds an answer of the feedback journey or its key. */
export const feedbackJourneyAtoms: readonly ResettableAtom[] = [
  feedbackCreditDraftAtom,
  feedbackCreditCheckedAtom,
  feedbackDetailsDraftAtom,
  feedbackAddressEntryAtom,
  feedbackDetailsCheckedAtom,
  feedbackAttemptAtom,
];
