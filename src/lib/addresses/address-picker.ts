import type { Address } from './address-api.ts';

/** An address as the picker shows it (SPEC section 3: houseNameNumber joins name and number). */
export interface PickerAddress {
  readonly id: string;
  readonly houseNameNumber: string;
  /** What the customer reads in the list. */
  readonly label: string;
}

/** House name and house number joined, as the picker shows them: 'Rose Cottage 3'. */
export function houseNameNumberOf(address: Pick<Address, 'houseName' | 'houseNumber'>): string {
  return [address.houseName, address.houseNumber]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The street of a first address line, without the house name or number it starts with. */
function streetOf(address: Address): string {
  const line = address.addressLine1.trim();
  const lead = [address.houseName, address.houseNumber].find(
    (part) => part.trim() !== '' && line.startsWith(part.trim()),
  );
  return lead ? line.slice(lead.trim().length).trim() : line;
}

/** The picker's view of an address: flat, house name and number, street, town, postcode. */
export function toPickerAddress(address: Address): PickerAddress {
  const houseNameNumber = houseNameNumberOf(address);
  const label = [
    address.flatNumber,
    [houseNameNumber, streetOf(address)].filter(Boolean).join(' '),
    address.addressLine2,
    address.postalTown,
    address.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return { id: address.id, houseNameNumber, label: label || address.address };
}
