import { describe, expect, it } from 'vitest';
import { genericId, scrubPathForAnalytics } from './scrub-path.ts';

describe('analytics path scrubbing (SPEC section 1)', () => {
  it.each([
    ['premiseId', '/help-and-support/premiseId/12345/meters'],
    ['servicesAccountId', '/help-and-support/servicesAccountId/A9876543'],
    ['appointmentId', '/help-and-support/appointmentId/apt-77'],
    ['invoiceId', '/help-and-support/invoiceId/inv_2024_01'],
    ['quoteId', '/help-and-support/quoteId/Q-1'],
  ])('replaces the %s value with a generic id', (name, path) => {
    const scrubbed = scrubPathForAnalytics(path);
    expect(scrubbed).toContain(`/${name}/${genericId}`);
    expect(scrubbed).not.toMatch(/12345|A9876543|apt-77|inv_2024_01|Q-1/);
  });

  it('replaces named ids written as name=value segments', () => {
    expect(scrubPathForAnalytics('/x/invoiceId=778899/y')).toBe(`/x/invoiceId=${genericId}/y`);
  });

  it('never keeps a query string or fragment', () => {
    expect(scrubPathForAnalytics('/help-and-support/search?q=my+address&initiated=/x#frag')).toBe(
      '/help-and-support/search',
    );
  });

  it('replaces id-shaped and personal segments even without a label', () => {
    expect(scrubPathForAnalytics('/accounts/850000000001/bills')).toBe(
      `/accounts/${genericId}/bills`,
    );
    expect(scrubPathForAnalytics('/customers/A12345/x')).toBe(`/customers/${genericId}/x`);
    expect(scrubPathForAnalytics('/u/someone@example.com')).toBe(`/u/${genericId}`);
    expect(scrubPathForAnalytics('/q/3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(
      `/q/${genericId}`,
    );
  });

  it('leaves ordinary help paths alone', () => {
    expect(scrubPathForAnalytics('/help-and-support/bills-and-payments/pay-by-direct-debit')).toBe(
      '/help-and-support/bills-and-payments/pay-by-direct-debit',
    );
  });
});

describe('analytics path scrubbing of personal data (issue 6)', () => {
  it.each([
    ['a postcode', '/help-and-support/postcode/SW1A%201AA', 'SW1A'],
    ['a phone number', '/help-and-support/call/07700900123', '07700900123'],
    ['a BGX customer number', '/accounts/BGX12345/x', 'BGX12345'],
    ['an encoded email', '/u/tom.evans%40example.com', 'tom.evans'],
  ])('replaces %s segment with a generic id', (_name, path, secret) => {
    const scrubbed = scrubPathForAnalytics(path);
    expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain(genericId);
  });

  it('keeps every help category slug of SPEC section 2', () => {
    const slugs = [
      'bills-and-payments',
      'my-account',
      'pay-as-you-go',
      'meters',
      'homecare-help',
      'energy-tariffs',
      'smart-home',
      'appliances-and-engineers',
      'breakdowns',
      'emergencies',
      'helpful-advice',
      'struggling-to-pay',
      'submit-meter-read-confirm',
      'make-a-complaint-select-energy',
    ];
    for (const slug of slugs) {
      expect(scrubPathForAnalytics(`/help-and-support/${slug}`)).toBe(`/help-and-support/${slug}`);
    }
  });
});
