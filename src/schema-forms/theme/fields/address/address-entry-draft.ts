import type { ManualAddressInput } from '../../../../lib/addresses/address-api.ts';
import { createDraftAtom, type DraftAtom } from '../../../../lib/storage/draft-atom.ts';

/** What a customer has typed into an address question but not used yet. */
export interface AddressEntry {
  /** How they were giving the address: finding it by postcode, or entering it themselves. */
  readonly way?: 'lookup' | 'manual';
  /** The postcode typed into the finder. */
  readonly postcode: string;
  /** The address typed by hand, before 'Use this address'. */
  readonly manual: ManualAddressInput;
}

/** Nothing typed by hand yet. */
export const blankManualAddress: ManualAddressInput = {
  flatNumber: '',
  houseNameNumber: '',
  addressLine1: '',
  addressLine2: '',
  postalTown: '',
  county: '',
  postcode: '',
};

const blankEntry: AddressEntry = { postcode: '', manual: blankManualAddress };

// The stored shape is this file's, not a schema's: change the version with AddressEntry.
const entryVersion = 'address-entry-v1';

const entryDrafts = new Map<string, DraftAtom<AddressEntry>>();

/**
 * The draft of one address question (`fieldId`, e.g. 'root_address') of one form: kept in
 * sessionStorage with the journey's other drafts (decision 010), so what is typed into the
 * finder or by hand survives a reload before the address is used ("nothing a customer typed is
 * ever lost"). The same atom for the same form and field, so the journey that owns the form can
 * clear it after a successful submission; a sign-out clears it with every other draft.
 */
export function addressEntryDraftAtom(formId: string, fieldId: string): DraftAtom<AddressEntry> {
  const journeyKey = `address-entry:${formId}:${fieldId}`;
  let draft = entryDrafts.get(journeyKey);
  if (!draft) {
    draft = createDraftAtom<AddressEntry>(journeyKey, entryVersion, blankEntry);
    entryDrafts.set(journeyKey, draft);
  }
  return draft;
}
