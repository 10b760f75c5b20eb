import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

const validate = createFormAjv().compile({ type: 'string', customerNumber: true });

// SPEC section 5: "85 followed by ten digits; A followed by 4 to 8 digits; BGX followed by 4 or 5
// digits", case-insensitive on the letters.
describe('customerNumber keyword', () => {
  it.each([
    ['850000000000', '85 + 10 digits'],
    ['851234567890', '85 + 10 digits'],
    ['a1234', 'a + 4 digits, lower case'],
    ['A1234', 'A + 4 digits'],
    ['A12345678', 'A + 8 digits'],
    ['bgx1234', 'bgx + 4 digits, lower case'],
    ['BGX12345', 'BGX + 5 digits'],
    ['BgX12345', 'mixed case'],
  ])('accepts %s (%s)', (value) => {
    expect(validate(value)).toBe(true);
  });

  it.each([
    ['85000000000', '85 + 9 digits'],
    ['8500000000000', '85 + 11 digits'],
    ['A123', 'A + 3 digits'],
    ['A123456789', 'A + 9 digits'],
    ['BGX123', 'BGX + 3 digits'],
    ['BGX123456', 'BGX + 6 digits'],
    ['B1234', 'unknown prefix'],
    [' A1234', 'leading space'],
    ['A12 34', 'space inside'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(validate(value)).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('customerNumber');
  });
});
