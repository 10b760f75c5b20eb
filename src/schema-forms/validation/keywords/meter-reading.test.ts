import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

const validate = createFormAjv().compile({ type: 'string', meterReading: true });

// SPEC section 5: "Readings: required, numeric, at most 6 characters, leading zeros included."
describe('meterReading keyword', () => {
  it.each(['0', '000123', '123456', '999999', '42'])('accepts %s', (value) => {
    expect(validate(value)).toBe(true);
  });

  it('keeps leading zeros: the value is a string and is not changed', () => {
    const data = { reading: '000123' };
    createFormAjv().validate(
      { type: 'object', properties: { reading: { type: 'string', meterReading: true } } },
      data,
    );
    expect(data.reading).toBe('000123');
  });

  it.each([
    ['1234567', '7 digits'],
    ['12.5', 'a decimal'],
    ['12a', 'a letter'],
    ['-12', 'a sign'],
    ['12 34', 'a space'],
    ['', 'empty'],
  ])('rejects %s (%s)', (value) => {
    expect(validate(value)).toBe(false);
    expect(validate.errors?.[0]?.keyword).toBe('meterReading');
  });
});
