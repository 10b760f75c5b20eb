import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

const validate = createFormAjv().compile({ type: 'string', phoneNumber: ['GB', 'IE'] });

// SPEC section 5: "a phone number (Ireland included)"; decided by libphonenumber-js.
describe('phoneNumber keyword', () => {
  it.each([
    ['07911123456', 'UK mobile'],
    ['07911 123456', 'UK mobile with a space'],
    ['+447911123456', 'UK mobile, international'],
    ['02079460000', 'London landline'],
    ['0161 496 0000', 'Manchester landline'],
    ['0871234567', 'Irish mobile'],
    ['+353 87 123 4567', 'Irish mobile, international'],
    ['01 234 5678', 'Dublin landline'],
  ])('accepts %s (%s)', (value) => {
    expect(validate(value)).toBe(true);
  });

  it.each([
    ['0791112345', 'a UK mobile one digit short'],
    ['079111234567', 'a UK mobile one digit long'],
    ['07700900123', 'an Ofcom drama number, never in service'],
    ['+33 1 23 45 67 89', 'a French number'],
    ['+1 202 555 0143', 'a US number'],
    ['not a number', 'words'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(validate(value)).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('phoneNumber');
  });

  it('takes its countries from the schema', () => {
    const ukOnly = createFormAjv().compile({ type: 'string', phoneNumber: ['GB'] });
    expect(ukOnly('+353 87 123 4567')).toBe(false);
    expect(ukOnly('07911123456')).toBe(true);
  });
});
