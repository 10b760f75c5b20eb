import type { DeclaredAnswer } from '../../lib/leads/declared-answers.ts';
import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom, readStoredDraft } from '../../lib/storage/draft-atom.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import { createCheckedAnswersAtom } from '../../schema-forms/checked-answers.ts';
import { addressEntryDraftAtom } from '../../schema-forms/theme/fields/address/address-entry-draft.ts';
import type {
  FeedbackCreditData,
  FeedbackDetailsData,
  FormDraft,
} from '../../schema-forms/form-data.ts';

const hashes = {
  feedbackCredit: schemaHashes['feedback-credit'],
  feedbackDetails: schemaHashes['feedback-details'],
};

/** 'We owe you' as typed. */
export const feedbackCreditDraftAtom = createDraftAtom<FormDraft<FeedbackCreditData>>(
  'feedback-credit',
  hashes.feedbackCredit,
  {},
);

/** The feedback text cached for the personal-details step, set when the first step is sent. */
export const feedbackTextAtom = createDraftAtom<string | null>(
  'feedback-text',
  hashes.feedbackCredit,
  null,
);

/** The first step's answers sent to the lead by destination (x-lead), set with the text. */
export const feedbackCreditLeadAnswersAtom = createDraftAtom<readonly DeclaredAnswer[]>(
  'feedback-credit-lead-answers',
  hashes.feedbackCredit,
  [],
);

/** The feedback personal details as typed. */
export const feedbackDetailsDraftAtom = createDraftAtom<FormDraft<FeedbackDetailsData>>(
  'feedback-details',
  hashes.feedbackDetails,
  {},
);

/** The address typed on the feedback details before it is used (the form's address question). */
export const feedbackAddressEntryAtom = addressEntryDraftAtom('feedback-details', 'root_address');

/** The feedback personal details as their button accepted them: shown on 'Check your answers'. */
export const feedbackDetailsCheckedAtom = createCheckedAnswersAtom('feedback-details');

/** The feedback attempt's idempotency key. */
export const feedbackAttemptAtom = createAttemptAtom('feedback');

/** The cached feedback text, read outside React (the personal-details step's route guard). */
export function readCachedFeedbackText(): string | undefined {
  return readStoredDraft<string | null>('feedback-text', hashes.feedbackCredit) ?? undefined;
}
