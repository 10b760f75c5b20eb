import { describe, expect, it } from 'vitest';
import { isKnownSitePath } from './site-paths.ts';

describe('route shapes under /help-and-support/ (SPEC section 2)', () => {
  it.each([
    '',
    'bills-and-payments',
    'meters/read-your-meter',
    'complaints/gas-and-electricity',
    'complaints/pay-as-you-go/query',
    'complaints/feedback/personal-details',
    'submit-meter-read',
  ])('accepts %s', (path) => expect(isKnownSitePath(path)).toBe(true));

  it.each([
    'a/b/c',
    'complaints/x/y',
    'meters/a/b/c',
    'a//b',
    'complaints/feedback/personal-details/x',
  ])('refuses %s', (path) => expect(isKnownSitePath(path)).toBe(false));
});
