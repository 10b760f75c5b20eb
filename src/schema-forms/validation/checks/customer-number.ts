/**
 * A customer (account) number in one of the three formats of SPEC sections 5 and 9, letters in
 * any case: 85 followed by ten digits; A followed by 4 to 8 digits; BGX followed by 4 or 5 digits.
 */
const customerNumberPattern = /^(?:85[0-9]{10}|a[0-9]{4,8}|bgx[0-9]{4,5})$/i;

/** Whether a value is a customer number of a known format. Runs in the browser (precompiled code). */
export function isCustomerNumber(value: string): boolean {
  return customerNumberPattern.test(value);
}
