import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom, type ResettableAtom } from '../../lib/storage/draft-atom.ts';
import { createCheckedAnswersAtom } from '../../schema-forms/checked-answers.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import type { FormDraft, MeterReadData } from '../../schema-forms/form-data.ts';

/**
 * The whole state of the meter-read journey, in one module (issue 37): the form as typed, as its
 * button accepted it (what 'Check your answers' composes its rows and the lead from,
 * meter-read-submission.ts), and the attempt's key.
 */

/** The meter-read form as typed (or prefilled from the URL). */
export const meterReadDraftAtom = createDraftAtom<FormDraft<MeterReadData>>(
  'meter-read',
  schemaHashes['meter-read'],
  {},
);

/** The meter-read form as its button accepted it. */
export const meterReadCheckedAtom = createCheckedAnswersAtom('meter-read');

/** The attempt's idempotency key, which belongs to one lead (journey-attempt.ts). */
export const meterReadAttemptAtom = createAttemptAtom('meter-read');

/** Every atom that holds an answer of the meter-read journey or its key. */
export const meterReadJourneyAtoms: readonly ResettableAtom[] = [
  meterReadDraftAtom,
  meterReadCheckedAtom,
  meterReadAttemptAtom,
];
