/**
 * A meter reading as the customer reads it: digits only, 1 to 6 of them, leading zeros kept
 * (SPEC section 5: decimals and the red digits are not entered).
 */
const meterReadingPattern = /^[0-9]{1,6}$/;

/** Whether a value is a meter reading. Runs in the browser (precompiled code). */
export function isMeterReading(value: string): boolean {
  return meterReadingPattern.test(value);
}
