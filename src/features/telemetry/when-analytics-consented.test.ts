import { afterEach, describe, expect, it, vi } from 'vitest';
import * as consentState from '../../lib/consent/consent-state.ts';
import { whenAnalyticsConsented } from './when-analytics-consented.ts';

const updateGroups = (groups: string) => {
  window.OptanonActiveGroups = groups;
  window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
};

describe('monitoring waits for analytics consent (SPEC section 4, "Consent and monitoring")', () => {
  afterEach(() => {
    delete window.OptanonActiveGroups;
  });

  it('starts at once when consent is already present', () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    const start = vi.fn();
    whenAnalyticsConsented(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('otherwise starts on the first update after which consent is present, then stops listening', () => {
    const start = vi.fn();
    whenAnalyticsConsented(start);
    expect(start).not.toHaveBeenCalled();
    updateGroups(',C0001,C0003,');
    expect(start).not.toHaveBeenCalled();
    updateGroups(',C0001,C0002,');
    expect(start).toHaveBeenCalledTimes(1);
    updateGroups(',C0001,');
    updateGroups(',C0001,C0002,');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled', () => {
    const start = vi.fn();
    whenAnalyticsConsented(start)();
    updateGroups(',C0001,C0002,');
    expect(start).not.toHaveBeenCalled();
  });

  it('logs a failing consent check to the console only (SPEC section 8)', () => {
    vi.spyOn(consentState, 'hasAnalyticsConsent').mockImplementation(() => {
      throw new Error('cookie unreadable');
    });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dataLayer = [];
    const start = vi.fn();
    whenAnalyticsConsented(start);
    expect(start).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('[consent]', expect.any(Error));
    expect(window.dataLayer).toEqual([]);
  });
});
