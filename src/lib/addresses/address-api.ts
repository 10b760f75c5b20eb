import { loadMainApi } from '../http/load-main-api.ts';
import { loadSerialiser } from '../json-api/load-serialiser.ts';

/** An address as the addresses API returns it (SPEC section 3). */
export interface Address {
  readonly id: string;
  /** The whole address as one label. */
  readonly address: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly country: string;
  readonly county: string;
  readonly flatNumber: string;
  readonly houseName: string;
  readonly houseNumber: string;
  readonly postcode: string;
  readonly pesRegion: string;
  readonly postalTown: string;
  readonly mpans: readonly string[];
  readonly mprns: readonly string[];
  readonly isManual: boolean;
  readonly bgServiceArea: boolean;
}

/** What the customer types when they enter an address themselves. */
export interface ManualAddressInput {
  readonly flatNumber: string;
  readonly houseNameNumber: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly postalTown: string;
  readonly county: string;
  readonly postcode: string;
}

/** GET /v1/addresses?postcode= : the addresses at a postcode (SPEC section 7). */
export async function findAddresses(postcode: string): Promise<Address[]> {
  const { mainApi } = await loadMainApi();
  const response = await mainApi.get<{ data?: Address[] }>('addresses', {
    searchParams: { postcode: postcode.trim() },
  });
  return response.data ?? [];
}

/** The address label of a manual entry, as the lookup would show it. */
function labelOf(input: ManualAddressInput): string {
  const line1 = [input.houseNameNumber, input.addressLine1].filter(Boolean).join(' ');
  return [
    input.flatNumber,
    line1,
    input.addressLine2,
    input.postalTown,
    input.county,
    input.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The SPEC-shaped attributes of a manual entry; a house name is one that is not a number. */
export function manualAddressAttributes(input: ManualAddressInput): Omit<Address, 'id'> {
  const houseNameNumber = input.houseNameNumber.trim();
  const isNumber = /^\d+[a-z]?$/i.test(houseNameNumber);
  return {
    address: labelOf(input),
    addressLine1: [houseNameNumber, input.addressLine1.trim()].filter(Boolean).join(' '),
    addressLine2: input.addressLine2.trim(),
    country: 'United Kingdom',
    county: input.county.trim(),
    flatNumber: input.flatNumber.trim(),
    houseName: isNumber ? '' : houseNameNumber,
    houseNumber: isNumber ? houseNameNumber : '',
    postcode: input.postcode.trim().toUpperCase(),
    pesRegion: '',
    postalTown: input.postalTown.trim(),
    mpans: [],
    mprns: [],
    isManual: true,
    bgServiceArea: true,
  };
}

/**
 * POST /v1/addresses with a JSON:API document of type addresses (SPEC section 7); the answer's
 * id is the address the lead points at.
 */
export async function saveManualAddress(input: ManualAddressInput): Promise<Address> {
  const attributes = manualAddressAttributes(input);
  const [{ mainApi }, { serialise }] = await Promise.all([loadMainApi(), loadSerialiser()]);
  const response = await mainApi.post<{ data?: Partial<Address> & { id: string } }>(
    'addresses',
    serialise('addresses', attributes, 'POST'),
  );
  if (!response.data?.id) throw new Error('The address service answered without an address id');
  return { ...attributes, ...response.data, isManual: true };
}
