import { anyCustomerNumber } from '../../../site/customer-number-formats.ts';

// The formats of SPEC sections 5 and 9, letters in any case, defined once for the check and the
// telemetry scrubber alike.
const customerNumberPattern = new RegExp(`^${anyCustomerNumber}$`, 'i');

/** Whether a value is a customer number of a known format. Runs in the browser (precompiled code). */
export function isCustomerNumber(value: string): boolean {
  return customerNumberPattern.test(value);
}
