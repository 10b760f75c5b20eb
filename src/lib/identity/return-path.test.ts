import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const origin = 'https://www.example.co.uk';

describe('return-path validation (issue 6: no open redirect after sign-in)', () => {
  it.each([
    '//evil.example',
    '//evil.example/help-and-support/deals',
    'https:evil.example',
    'https://evil.example/deals',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/help-and-support\\..\\..\\evil',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /help-and-support/deals',
    '//user:pass@evil.example',
    '/@evil.example',
    'data:text/html,hi',
    'help-and-support/deals',
    '',
    '/help-and-support/auth-callback',
    '/help-and-support/auth-callback/',
    '/help-and-support/../help-and-support/auth-callback',
    '/logout',
    '/identity/logout',
    '/identity/authorize?response_type=token',
    '/%E0%A4%A',
    '/help-and-support/u/someone%40example.com',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value, origin)).toBeUndefined();
  });

  it.each(['/.//evil.example', '/././/evil.example/deals', '/a/..//evil.example', '/.//'])(
    'refuses %j, whose dot segments resolve to a protocol-relative path',
    (value) => {
      expect(safeReturnPath(value, origin)).toBeUndefined();
    },
  );

  it('refuses non-strings and over-long values', () => {
    expect(safeReturnPath(undefined, origin)).toBeUndefined();
    expect(safeReturnPath(42, origin)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(3000)}`, origin)).toBeUndefined();
  });

  it.each([
    ['/help-and-support/deals', '/help-and-support/deals'],
    ['/help-and-support/deals?tab=boiler', '/help-and-support/deals?tab=boiler'],
    ['/help-and-support/deals#top', '/help-and-support/deals'],
    ['/help-and-support/./deals', '/help-and-support/deals'],
    ['/', '/'],
  ])('accepts the same-origin path %j as %j', (value, expected) => {
    expect(safeReturnPath(value, origin)).toBe(expected);
  });

  it('never answers anything but a path on this origin, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        const result = safeReturnPath(value, origin);
        if (result === undefined) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, origin).origin).toBe(origin);
      }),
      { numRuns: 500 },
    );
  });
});
