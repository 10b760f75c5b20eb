import { describe, expect, it } from 'vitest';
import { hasPrefillParameters, readMeterReadPrefill } from './meter-read-prefill.ts';

describe('meter-read prefill from the URL (SPEC section 4)', () => {
  it('reads title, first_name, last_name, telephone, email, gas_account_number, elec_account_number and fuel', () => {
    const search =
      '?title=Mrs&first_name=Ada&last_name=Lovelace&telephone=07700900123&email=ada%40example.com' +
      '&gas_account_number=850000000001&elec_account_number=A12345&fuel=gas&utm_source=mail';
    expect(readMeterReadPrefill(search)).toEqual({
      title: 'Mrs',
      first_name: 'Ada',
      last_name: 'Lovelace',
      telephone: '07700900123',
      email: 'ada@example.com',
      gas_account_number: '850000000001',
      elec_account_number: 'A12345',
      fuel: 'Gas',
    });
  });

  it('ignores an unknown fuel and empty values', () => {
    expect(readMeterReadPrefill('?fuel=oil&first_name=%20%20')).toEqual({});
  });

  it('keeps leading zeros and exact digits', () => {
    expect(readMeterReadPrefill('?telephone=00447700900123').telephone).toBe('00447700900123');
  });

  it('limits very long values', () => {
    expect(readMeterReadPrefill(`?last_name=${'a'.repeat(5000)}`).last_name).toHaveLength(254);
  });

  it('knows when the address bar carries personal data to remove', () => {
    expect(hasPrefillParameters('?email=a%40b.c')).toBe(true);
    expect(hasPrefillParameters('?utm_source=mail')).toBe(false);
    expect(hasPrefillParameters('')).toBe(false);
  });
});
