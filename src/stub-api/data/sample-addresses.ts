/** Streets the stub uses to answer any well-formed postcode with believable addresses. */
const streets = ['Church Lane', 'Station Road', 'Mill Street', 'Victoria Road', 'Park Avenue'];
const towns = ['Leeds', 'Bristol', 'Norwich', 'Cardiff', 'Glasgow', 'Belfast', 'Exeter'];

/** UK postcode shape (as typed, any case, optional space); the stub answers only these. */
export const postcodePattern = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

function seedOf(text: string): number {
  let seed = 0;
  for (const character of text) seed = (seed * 31 + character.charCodeAt(0)) % 9973;
  return seed;
}

/** Addresses (SPEC section 3 shape) the lookup returns for a postcode; none for 'ZZ9 9ZZ'. */
export function sampleAddressesFor(postcode: string) {
  const normal = postcode.toUpperCase().replace(/\s+/g, '');
  if (!postcodePattern.test(normal) || normal === 'ZZ99ZZ') return [];
  const formatted = `${normal.slice(0, -3)} ${normal.slice(-3)}`;
  const seed = seedOf(normal);
  const street = streets[seed % streets.length] ?? 'Church Lane';
  const town = towns[seed % towns.length] ?? 'Leeds';
  return Array.from({ length: 6 }, (_, index) => {
    const flat = index >= 4 ? `Flat ${index - 3}` : '';
    const houseName = index === 3 ? 'Rose Cottage' : '';
    const houseNumber = index === 3 ? '' : String(2 * index + 1 + (seed % 7));
    const line1 = [houseName || houseNumber, street].filter(Boolean).join(' ');
    return {
      id: `${normal}-${index + 1}`,
      address: [flat, line1, town, formatted].filter(Boolean).join(', '),
      addressLine1: line1,
      addressLine2: '',
      country: 'United Kingdom',
      county: '',
      flatNumber: flat,
      houseName,
      houseNumber,
      postcode: formatted,
      pesRegion: String(10 + (seed % 14)),
      postalTown: town,
      mpans: [`${1000000000000 + seed * 100 + index}`],
      mprns: [`${7000000 + seed * 10 + index}`],
      isManual: false,
      bgServiceArea: true,
    };
  });
}
