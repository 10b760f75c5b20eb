import { describe, expect, it } from 'vitest';
import type { Address } from './address-api.ts';
import { houseNameNumberOf, toPickerAddress } from './address-picker.ts';

const base: Address = {
  id: 'EX11AA-1',
  address: '',
  addressLine1: '',
  addressLine2: '',
  country: 'United Kingdom',
  county: '',
  flatNumber: '',
  houseName: '',
  houseNumber: '',
  postcode: 'EX1 1AA',
  pesRegion: '12',
  postalTown: 'Exeter',
  mpans: [],
  mprns: [],
  isManual: false,
  bgServiceArea: true,
};

// SPEC section 3: "The address picker's own shape has houseNameNumber, joined from house name
// and house number."
describe('address picker', () => {
  it.each([
    [{ houseName: 'The Mill', houseNumber: '2' }, 'The Mill 2'],
    [{ houseName: 'Rose Cottage', houseNumber: '' }, 'Rose Cottage'],
    [{ houseName: '', houseNumber: '14A' }, '14A'],
    [{ houseName: ' ', houseNumber: '' }, ''],
  ])('joins %o as "%s"', (parts, expected) => {
    expect(houseNameNumberOf(parts)).toBe(expected);
  });

  it('shows flat, house name and number, street, town and postcode', () => {
    expect(
      toPickerAddress({
        ...base,
        flatNumber: 'Flat 3',
        houseName: 'The Mill',
        houseNumber: '2',
        addressLine1: '2 Mill Lane',
      }),
    ).toEqual({
      id: 'EX11AA-1',
      houseNameNumber: 'The Mill 2',
      label: 'Flat 3, The Mill 2 Mill Lane, Exeter, EX1 1AA',
    });
  });

  it('falls back to the address label when the parts are empty', () => {
    expect(
      toPickerAddress({ ...base, postcode: '', postalTown: '', address: 'Somewhere' }).label,
    ).toBe('Somewhere');
  });
});
