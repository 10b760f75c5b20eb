import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentGroupsKnown, hasAnalyticsConsent, isGroupActive } from './consent-state.ts';
import { onConsentGroupsUpdated, parseConsentCookie } from './onetrust.ts';

const cookieOf = (groups: string, landingPath: string) =>
  new URLSearchParams({ isGpcEnabled: '0', landingPath, groups }).toString();

describe('consent from the OneTrust interface (SPEC sections 4 and 9)', () => {
  afterEach(() => {
    delete window.OptanonActiveGroups;
    delete window.OnetrustActiveGroups;
  });

  it('counts analytics consent when the active groups include the analytics group (C0002)', () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    expect(hasAnalyticsConsent()).toBe(true);
    window.OptanonActiveGroups = ',C0001,C0003,';
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it("reads OneTrust's newer global name too", () => {
    window.OnetrustActiveGroups = ',C0001,C0002,';
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('counts the cookie showing the group accepted on a non-landing page', () => {
    document.cookie = `OptanonConsent=${cookieOf('C0001:1,C0002:1', 'NotLandingPage')}; Path=/`;
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('does not count the cookie on the landing page, or with the group refused', () => {
    document.cookie = `OptanonConsent=${cookieOf('C0001:1,C0002:1', 'https://x/landing')}; Path=/`;
    expect(hasAnalyticsConsent()).toBe(false);
    document.cookie = `OptanonConsent=${cookieOf('C0001:1,C0002:0', 'NotLandingPage')}; Path=/`;
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('never counts consent outside the top frame', () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(hasAnalyticsConsent()).toBe(false);
  });

  it('uses the configured group id', () => {
    window.OptanonActiveGroups = ',C0001,C0007,';
    expect(hasAnalyticsConsent('C0007')).toBe(true);
  });

  it('knows whether the groups are published and which are active', () => {
    expect(consentGroupsKnown()).toBe(false);
    expect(isGroupActive('C0004')).toBe(false);
    window.OptanonActiveGroups = ',C0001,C0004,';
    expect(consentGroupsKnown()).toBe(true);
    expect(isGroupActive('C0004')).toBe(true);
  });

  it('parses a real-shaped OptanonConsent value', () => {
    const raw =
      'isGpcEnabled=0&datestamp=Mon+Nov+23+2026+10%3A00%3A00+GMT%2B0000&version=202409.1.0' +
      '&interactionCount=1&landingPath=NotLandingPage&groups=C0001%3A1%2CC0002%3A1%2CC0004%3A0';
    const cookie = parseConsentCookie(raw);
    expect(cookie?.landingPath).toBe('NotLandingPage');
    expect(Object.fromEntries(cookie?.groups ?? [])).toEqual({
      C0001: true,
      C0002: true,
      C0004: false,
    });
    expect(parseConsentCookie('isGpcEnabled=0')).toBeUndefined();
  });

  it('passes on OneTrustGroupsUpdated events until unsubscribed', () => {
    const listener = vi.fn();
    const stop = onConsentGroupsUpdated(listener);
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    stop();
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
