import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
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
  return validPhoneNumberOf(value, countries, metadata) !== undefined;
}

/** The number a value is, when it is a valid number of one of the countries. */
function validPhoneNumberOf(
  value: string,
  countries: readonly string[],
  metadata: MetadataJson,
): PhoneNumber | undefined {
  const callingCodes = countries.map((country) =>
    getCountryCallingCode(country as CountryCode, metadata),
  );
  for (const country of countries) {
    const phone = parsePhoneNumberFromString(value, country as CountryCode, metadata);
    if (phone?.isValid() && callingCodes.includes(phone.countryCallingCode)) return phone;
  }
  return undefined;
}

/**
 * A valid number in the one form leads carry, whatever punctuation the customer typed
 * ('07911-123456', '(020) 7946 0000', '+44 (0)7911 123456'): digits only, in national form
 * ('07911123456') for the first country's calling code, and international with a leading +
 * ('+353871234567') for the others, so the SPEC's "starts with 07" mobile rule (section 3) reads
 * it right. libphonenumber-js formats; a value that is not a valid number comes back as it is.
 */
export function phoneNumberAsSent(
  value: string,
  countries: readonly string[],
  metadata: MetadataJson = phoneMetadata as MetadataJson,
): string {
  const phone = validPhoneNumberOf(value, countries, metadata);
  if (!phone) return value;
  const home = getCountryCallingCode(countries[0] as CountryCode, metadata);
  return phone.countryCallingCode === home
    ? phone.formatNational().replace(/[^0-9]/g, '')
    : phone.number;
}
