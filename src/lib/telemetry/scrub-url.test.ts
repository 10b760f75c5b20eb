import { describe, expect, it } from 'vitest';
import { scrubUrl } from './scrub-url.ts';

describe('scrubbing URLs for telemetry (issue 6: no query, fragment or personal data)', () => {
  it.each([
    [
      'https://www.example.co.uk/help-and-support/submit-meter-read?first_name=Priya&email=p%40x.com',
      'https://www.example.co.uk/help-and-support/submit-meter-read',
    ],
    [
      'https://www.example.co.uk/help-and-support/auth-callback#access_token=abc&id_token=def',
      'https://www.example.co.uk/help-and-support/auth-callback',
    ],
    [
      'https://api.example.co.uk/v1/addresses?postcode=SW1A1AA',
      'https://api.example.co.uk/v1/addresses',
    ],
    [
      'https://api.example.co.uk/v1/accounts/850000000001/bills',
      'https://api.example.co.uk/v1/accounts/:id/bills',
    ],
    ['https://x.example/u/SW1A%201AA/y', 'https://x.example/u/:id/y'],
    ['https://x.example/call/07700900123', 'https://x.example/call/:id'],
    ['/help-and-support/premiseId/123?x=1', '/help-and-support/premiseId/:id'],
  ])('%s becomes %s', (url, expected) => {
    expect(scrubUrl(url)).toBe(expected);
  });
});
