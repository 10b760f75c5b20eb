import { describe, expect, it } from 'vitest';
import { isKnownSitePath } from './known-site-paths.ts';

describe('route shapes under /help-and-support/ (SPEC section 2)', () => {
  it.each([
    '',
    'bills-and-payments',
    'meters/read-your-meter',
    'complaints/gas-and-electricity',
    'complaints/pay-as-you-go/query',
    'complaints/feedback/personal-details',
    'complaints/enquiry-pay-as-you-go/check-answers',
    'complaints/feedback/check-answers',
    'submit-meter-read',
    'submit-meter-read/check-answers',
  ])('accepts %s', (path) => expect(isKnownSitePath(path)).toBe(true));

  it.each([
    'a/b/c',
    'complaints/x/y',
    'meters/a/b/c',
    'a//b',
    'complaints/feedback/personal-details/x',
    'complaints/feedback/check-answers/x',
  ])('refuses %s', (path) => expect(isKnownSitePath(path)).toBe(false));
});
