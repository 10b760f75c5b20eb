import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasAnalyticsConsent, isGroupActive } from './consent-state.ts';
import { onConsentGroupsUpdated, readActiveGroups } from './onetrust.ts';
import {
  applyStandInChoice,
  restoreStandInConsent,
  standInAcceptedAll,
  standInChoiceMade,
} from './stand-in-consent.ts';

describe('the stand-in consent of the embedded stub (same interface as OneTrust)', () => {
  afterEach(() => {
    delete window.OptanonActiveGroups;
    delete window.OnetrustActiveGroups;
  });

  it('accepting all publishes every group, sets the cookies and fires OneTrustGroupsUpdated', () => {
    const listener = vi.fn();
    const stop = onConsentGroupsUpdated(listener);
    applyStandInChoice('accept-all');
    stop();
    expect(window.OptanonActiveGroups).toBe(',C0001,C0002,C0003,C0004,');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(standInChoiceMade()).toBe(true);
    expect(standInAcceptedAll()).toBe(true);
    expect(hasAnalyticsConsent()).toBe(true);
  });

  it('rejecting (or withdrawing) keeps only the strictly necessary group', () => {
    applyStandInChoice('accept-all');
    applyStandInChoice('reject-all');
    expect(readActiveGroups()).toEqual(['C0001']);
    expect(hasAnalyticsConsent()).toBe(false);
    expect(isGroupActive('C0004')).toBe(false);
    expect(standInAcceptedAll()).toBe(false);
  });

  it('on a new page, publishes what the cookie holds, as OneTrust does on load', () => {
    applyStandInChoice('accept-all');
    delete window.OptanonActiveGroups;
    restoreStandInConsent();
    expect(isGroupActive('C0004')).toBe(true);
  });

  it('with no answer yet, publishes only the strictly necessary group', () => {
    restoreStandInConsent();
    expect(readActiveGroups()).toEqual(['C0001']);
    expect(standInChoiceMade()).toBe(false);
  });
});
