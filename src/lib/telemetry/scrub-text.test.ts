import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubDeep, scrubText } from './scrub-text.ts';

describe('scrubbing personal data from telemetry text (issue 6)', () => {
  it.each([
    ['an email', 'Lookup failed for priya.shah@example.com', 'priya.shah@example.com'],
    ['an encoded email', 'user=priya.shah%40example.com', 'priya.shah%40example.com'],
    ['a mobile number', 'Call 07700 900123 back', '07700 900123'],
    ['an international number', 'Phone +44 7700 900123', '7700 900123'],
    ['an Irish number', 'Phone +353 85 123 4567', '85 123 4567'],
    ['an 85 customer number', 'Account 850000000001 not found', '850000000001'],
    ['an A customer number', 'Account a1234567 not found', 'a1234567'],
    ['a BGX customer number', 'Account BGX12345 not found', 'BGX12345'],
    ['a postcode', 'No addresses for SW1A 1AA', 'SW1A 1AA'],
    ['a postcode without its space', 'No addresses for sw1a1aa', 'sw1a1aa'],
    ['a query string', 'Fetching /v1/addresses?postcode=M1%201AE returned 503', 'postcode'],
    ['a fragment', 'at https://site.example/cb#access_token=abc&state=x', 'access_token'],
    ['a bearer token', 'Authorization: Bearer stub-id-token-live', 'stub-id-token-live'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig', 'eyJhbGciOiJIUzI1NiJ9'],
  ])('removes %s', (_name, text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it('keeps what support needs to read', () => {
    expect(scrubText('Fetching /v1/addresses?postcode=M1 returned response: Status: 503')).toBe(
      'Fetching /v1/addresses returned response: Status: 503',
    );
    expect(scrubText('TypeError: x is undefined at main.js:12:34')).toBe(
      'TypeError: x is undefined at main.js:12:34',
    );
  });

  it('scrubs every string of a nested context, keeping its shape', () => {
    expect(
      scrubDeep({ source: 'prefill', detail: ['tom.evans@example.com'], count: 2, ok: true }),
    ).toEqual({ source: 'prefill', detail: ['[email]'], count: 2, ok: true });
  });

  it('never lets an email or a UK mobile number through, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.emailAddress(),
        fc.stringMatching(/^07\d{9}$/),
        fc.string(),
        (before, email, mobile, after) => {
          const scrubbed = scrubText(`${before} ${email} ${mobile} ${after}`);
          expect(scrubbed).not.toContain(email);
          expect(scrubbed).not.toContain(mobile);
        },
      ),
    );
  });
});
