import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import phoneMetadata from '../../compiled/phone-metadata.json';

/**
 * Whether a value is a valid phone number of one of the given countries (SPEC section 5: a UK
 * number, Ireland included), typed in national form ('07911 123456', '087 123 4567') or
 * international ('+44 7911 123456'). libphonenumber-js decides, with full ("max") metadata cut
 * down at build time to the countries the form schemas name; no hand-written regex. Numbers of
 * territories sharing a country's calling code (Guernsey, Jersey, Isle of Man for +44) count too.
 */
export function isPhoneNumberOf(
  value: string,
  countries: readonly string[],
  metadata: MetadataJson = phoneMetadata as MetadataJson,
): boolean {
  const callingCodes = countries.map((country) =>
    getCountryCallingCode(country as CountryCode, metadata),
  );
  return countries.some((country) => {
    const phone = parsePhoneNumberFromString(value, country as CountryCode, metadata);
    return (
      phone !== undefined && phone.isValid() && callingCodes.includes(phone.countryCallingCode)
    );
  });
}
