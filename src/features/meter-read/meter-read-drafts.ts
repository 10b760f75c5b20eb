import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom } from '../../lib/storage/draft-atom.ts';
import { createCheckedAnswersAtom } from '../../schema-forms/checked-answers.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import type { FormDraft, MeterReadData } from '../../schema-forms/form-data.ts';

/** The meter-read form as typed (or prefilled from the URL). */
export const meterReadDraftAtom = createDraftAtom<FormDraft<MeterReadData>>(
  'meter-read',
  schemaHashes['meter-read'],
  {},
);

/** The meter-read attempt's idempotency key. */
export const meterReadAttemptAtom = createAttemptAtom('meter-read');

/** The meter-read form as its button accepted it: shown on 'Check your answers', then sent. */
export const meterReadCheckedAtom = createCheckedAnswersAtom('meter-read');
