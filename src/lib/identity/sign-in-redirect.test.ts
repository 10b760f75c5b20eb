import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../navigation/leave-site.ts';
import {
  acceptSignInState,
  buildSignInUrl,
  pendingSignInKey,
  pendingSignInLifetimeMs,
  redirectToSignIn,
} from './sign-in-redirect.ts';

vi.mock('../navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

/** Starts a sign-in and answers the state the identity service would send back. */
function startSignIn(returnPath = '/help-and-support/deals'): string {
  redirectToSignIn(returnPath);
  const url = new URL(vi.mocked(leaveSite).mock.calls.at(-1)?.[0] ?? '');
  return url.searchParams.get('state') ?? '';
}

describe('sign-in redirect (SPEC section 6: authorize with response_type=token)', () => {
  afterEach(() => vi.useRealTimers());

  it('builds the authorize address with the client id, the callback and the state', () => {
    const url = new URL(buildSignInUrl('n0nce./help-and-support/deals', 'https://site.example'));
    expect(url.origin + url.pathname).toBe('https://site.example/identity/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'token',
      client_id: 'help-and-support',
      redirect_uri: 'https://site.example/help-and-support/auth-callback',
      state: 'n0nce./help-and-support/deals',
    });
  });

  it('binds the state to a fresh one-time value kept in sessionStorage', () => {
    const first = startSignIn();
    const second = startSignIn();
    expect(vi.mocked(leaveSite)).toHaveBeenLastCalledWith(expect.any(String), 'replace');
    expect(first).toMatch(/^[0-9a-f]{32}\.\/help-and-support\/deals$/);
    expect(second).not.toBe(first);
    expect(sessionStorage.getItem(pendingSignInKey)).toContain(second.split('.')[0]);
  });

  it('accepts the state it issued, once: a replay is refused', () => {
    const state = startSignIn();
    expect(acceptSignInState(state)).toBe('/help-and-support/deals');
    expect(acceptSignInState(state)).toBeUndefined();
  });

  it('refuses a forged one-time value, a changed path and a missing state', () => {
    const state = startSignIn();
    expect(acceptSignInState(`${'0'.repeat(32)}.${state.split('.')[1]}`)).toBeUndefined();
    const again = startSignIn();
    expect(acceptSignInState(again.replace('/deals', '/meters'))).toBeUndefined();
    startSignIn();
    expect(acceptSignInState(null)).toBeUndefined();
  });

  it('refuses a state when this tab started no sign-in', () => {
    expect(acceptSignInState('abc./help-and-support/deals')).toBeUndefined();
  });

  it('refuses a hostile path even when the stored entry was tampered to match', () => {
    for (const path of ['//evil.example', 'https:evil.example', 'javascript:alert(1)']) {
      const entry = { nonce: 'abc', returnPath: path, startedAt: Date.now() };
      sessionStorage.setItem(pendingSignInKey, JSON.stringify(entry));
      expect(acceptSignInState(`abc.${path}`)).toBeUndefined();
    }
  });

  it('never starts a sign-in that returns off the site', () => {
    const state = startSignIn('//evil.example');
    expect(state.split('.').slice(1).join('.')).toBe('/help-and-support/');
  });

  it('refuses a sign-in that took longer than its lifetime', () => {
    vi.useFakeTimers();
    const state = startSignIn();
    vi.advanceTimersByTime(pendingSignInLifetimeMs + 1);
    expect(acceptSignInState(state)).toBeUndefined();
  });
});
