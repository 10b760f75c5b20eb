import { describe, expect, it } from 'vitest';
import { isPhoneNumberOf, phoneNumberAsSent } from './phone-number-rules.ts';

const ukAndIreland = ['GB', 'IE'];

// Leads take a phone number as digits, with a leading + for an international one
// (schemas/leads/: ^\+?[0-9]{8,15}$); the mobile/home type reads "starts with 07" (SPEC section 3).
describe('phoneNumberAsSent', () => {
  it.each([
    ['07911123456', '07911123456'],
    ['07911 123456', '07911123456'],
    ['07911-123456', '07911123456'],
    ['07911.123.456', '07911123456'],
    ['(07911) 123456', '07911123456'],
    ['+44 7911 123456', '07911123456'],
    ['+44 (0)7911 123456', '07911123456'],
    ['0044 7911 123456', '07911123456'],
    ['\uff0b44 7911 123456', '07911123456'],
    ['(020) 7946 0000', '02079460000'],
    ['+44(0)20-7946-0000', '02079460000'],
    ['0161 496 0000', '01614960000'],
    ['01624 612345', '01624612345'],
    ['087-123-4567', '+353871234567'],
    ['+353 (0)87 123 4567', '+353871234567'],
    ['(01) 234 5678', '+35312345678'],
  ])('sends %s as %s', (typed, sent) => {
    expect(isPhoneNumberOf(typed, ukAndIreland)).toBe(true);
    expect(phoneNumberAsSent(typed, ukAndIreland)).toBe(sent);
    expect(sent).toMatch(/^\+?[0-9]{8,15}$/);
  });

  it('reads a +44 mobile as a mobile: its normal form starts with 07', () => {
    expect(phoneNumberAsSent('+44 7911 123456', ukAndIreland).startsWith('07')).toBe(true);
  });

  it('leaves a value that is not a valid number as it is (the form has refused it already)', () => {
    expect(phoneNumberAsSent('0791112345', ukAndIreland)).toBe('0791112345');
    expect(phoneNumberAsSent('+33 1 23 45 67 89', ukAndIreland)).toBe('+33 1 23 45 67 89');
  });

  it('takes the national form from the first country the schema names', () => {
    expect(phoneNumberAsSent('087 123 4567', ['IE', 'GB'])).toBe('0871234567');
    expect(phoneNumberAsSent('07911 123456', ['IE', 'GB'])).toBe('+447911123456');
  });
});
