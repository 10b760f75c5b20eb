import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { resetSignOutForTests } from '../../lib/identity/sign-out.ts';
import { sessionCheckIntervalMs, startSessionCheck } from './session-check.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

function signIn() {
  document.cookie = 'cognito_id_token=id; Path=/';
  document.cookie = 'access_token=acc; Path=/';
  localStorage.setItem('chosenTariff', 'fixed');
  localStorage.setItem('pendingTariffDismissed', 'true');
}

describe('the 30-second cookie check (SPEC section 4)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
    signIn();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    resetSignOutForTests();
  });

  it('leaves a customer with both cookies signed in', () => {
    stop = startSessionCheck();
    vi.advanceTimersByTime(10 * sessionCheckIntervalMs);
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it.each(['cognito_id_token', 'access_token'])(
    'signs out within 30 s once %s has gone, clearing the stored tariff items',
    (cookie) => {
      stop = startSessionCheck();
      vi.advanceTimersByTime(sessionCheckIntervalMs);
      document.cookie = `${cookie}=; Max-Age=0; Path=/`;
      vi.advanceTimersByTime(sessionCheckIntervalMs - 1);
      expect(leaveSite).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/identity/logout', 'replace');
      expect(localStorage.getItem('chosenTariff')).toBeNull();
      expect(localStorage.getItem('pendingTariffDismissed')).toBeNull();
      vi.advanceTimersByTime(5 * sessionCheckIntervalMs);
      expect(leaveSite).toHaveBeenCalledTimes(1);
    },
  );

  it('checks no more once stopped', () => {
    stop = startSessionCheck();
    stop();
    document.cookie = 'access_token=; Max-Age=0; Path=/';
    vi.advanceTimersByTime(5 * sessionCheckIntervalMs);
    expect(leaveSite).not.toHaveBeenCalled();
  });
});
