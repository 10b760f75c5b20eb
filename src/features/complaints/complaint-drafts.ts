import type {
  ComplaintDetailsData,
  ComplaintQueryData,
  ComplaintTypeData,
  EnergyCustomerTypeData,
  FormDraft,
} from '../../schema-forms/form-data.ts';
import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom, readStoredDraft } from '../../lib/storage/draft-atom.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import { createCheckedAnswersAtom } from '../../schema-forms/checked-answers.ts';
import { addressEntryDraftAtom } from '../../schema-forms/theme/fields/address/address-entry-draft.ts';
import type { CachedPersonalDetails } from './personal-details.ts';

/** Hashes of the forms' schemas: a draft typed against another version is dropped. */
const hashes = {
  complaintType: schemaHashes['complaint-type'],
  energyCustomerType: schemaHashes['energy-customer-type'],
  complaintDetails: schemaHashes['complaint-details'],
  complaintQuery: schemaHashes['complaint-query'],
};

/** 'Choose an option' so far. */
export const complaintTypeDraftAtom = createDraftAtom<FormDraft<ComplaintTypeData>>(
  'complaint-type',
  hashes.complaintType,
  {},
);

/** 'What type of energy customer are you?' so far. */
export const energyCustomerTypeDraftAtom = createDraftAtom<FormDraft<EnergyCustomerTypeData>>(
  'energy-customer-type',
  hashes.energyCustomerType,
  {},
);

/** 'A bit about you' as typed (the details step). */
export const complaintDetailsDraftAtom = createDraftAtom<FormDraft<ComplaintDetailsData>>(
  'complaint-details',
  hashes.complaintDetails,
  {},
);

/** The address typed on 'A bit about you' before it is used (the form's address question). */
export const complaintAddressEntryAtom = addressEntryDraftAtom('complaint-details', 'root_address');

/** The query step as typed: subject and the (up to 30000-character) query. */
export const complaintQueryDraftAtom = createDraftAtom<FormDraft<ComplaintQueryData>>(
  'complaint-query',
  hashes.complaintQuery,
  {},
);

/** Personal details cached for the query step (SPEC sections 3 and 4), set by 'Next step'. */
export const complaintPersonalDetailsAtom = createDraftAtom<CachedPersonalDetails | null>(
  'complaint-personal-details',
  hashes.complaintDetails,
  null,
);

/** 'A bit about you' as its button accepted it: shown on 'Check your answers'. */
export const complaintDetailsCheckedAtom = createCheckedAnswersAtom('complaint-details');

/** The query step as its button accepted it: shown on 'Check your answers', then sent. */
export const complaintQueryCheckedAtom = createCheckedAnswersAtom('complaint-query');

/** The journey attempt's idempotency key, kept until the lead is accepted. */
export const complaintAttemptAtom = createAttemptAtom('complaint');

/** The cached personal details, read outside React (the query step's route guard). */
export function readCachedPersonalDetails(): CachedPersonalDetails | undefined {
  return (
    readStoredDraft<CachedPersonalDetails | null>(
      'complaint-personal-details',
      hashes.complaintDetails,
    ) ?? undefined
  );
}
