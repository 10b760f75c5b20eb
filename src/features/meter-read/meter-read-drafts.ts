import { createAttemptAtom } from '../../lib/leads/journey-attempt';
import { createDraftAtom } from '../../lib/storage/draft-atom';
import { schemaHash } from '../../lib/storage/schema-hash';
import type { FormDraft, MeterReadData } from '../../schema-forms/form-data';
import meterReadSchema from '../../../schemas/forms/meter-read/meter-read.schema.json';

/** The meter-read form as typed (or prefilled from the URL). */
export const meterReadDraftAtom = createDraftAtom<FormDraft<MeterReadData>>(
  'meter-read',
  schemaHash(meterReadSchema),
  {},
);

/** The meter-read attempt's idempotency key. */
export const meterReadAttemptAtom = createAttemptAtom('meter-read');
