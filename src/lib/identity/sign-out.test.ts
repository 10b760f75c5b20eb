import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../navigation/leave-site.ts';
import { onSignOut, resetSignOutForTests, signOut } from './sign-out.ts';

vi.mock('../navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

describe('signing out (SPEC sections 4 and 6)', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => resetSignOutForTests());

  it('goes to /identity/logout, clearing chosenTariff and pendingTariffDismissed', () => {
    localStorage.setItem('chosenTariff', 'fixed-2027');
    sessionStorage.setItem('pendingTariffDismissed', 'true');
    localStorage.setItem('unrelated', 'kept');
    signOut();
    expect(localStorage.getItem('chosenTariff')).toBeNull();
    expect(sessionStorage.getItem('pendingTariffDismissed')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(leaveSite).toHaveBeenCalledWith('/identity/logout', 'replace');
  });

  it('goes to the address it is given, such as /logout after the idle timeout', () => {
    signOut('/logout');
    expect(leaveSite).toHaveBeenCalledWith('/logout', 'replace');
  });

  it('tells every listener, even when one of them fails, and only once', () => {
    const clearDrafts = vi.fn();
    const failing = vi.fn(() => {
      throw new Error('storage blocked');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const stops = [onSignOut(failing), onSignOut(clearDrafts)];
    signOut();
    signOut();
    stops.forEach((stop) => stop());
    expect(clearDrafts).toHaveBeenCalledTimes(1);
    expect(leaveSite).toHaveBeenCalledTimes(1);
  });

  it('stops telling a listener that unsubscribed', () => {
    const listener = vi.fn();
    onSignOut(listener)();
    signOut();
    expect(listener).not.toHaveBeenCalled();
  });
});
