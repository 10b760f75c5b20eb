import { describe, expect, it, vi } from 'vitest';
import { leaveSite } from '../navigation/leave-site.ts';
import { captureCallbackFragment, takeCallbackFragment } from './callback-fragment.ts';
import { completeSignIn } from './complete-sign-in.ts';
import { readSignInCookies } from './sign-in-cookies.ts';
import { redirectToSignIn } from './sign-in-redirect.ts';

vi.mock('../navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

function issuedState(): string {
  redirectToSignIn('/help-and-support/deals');
  return new URL(vi.mocked(leaveSite).mock.calls.at(-1)?.[0] ?? '').searchParams.get('state') ?? '';
}

function fakeLocation(href: string): Location {
  const url = new URL(href);
  return { pathname: url.pathname, hash: url.hash, search: url.search } as Location;
}

describe('the sign-in callback (issue 6, "Known pitfalls": tokens out of the URL first)', () => {
  it('captures the fragment on the callback route and clears it from the address bar', () => {
    const replaceState = vi.fn();
    captureCallbackFragment(
      fakeLocation('https://s.example/help-and-support/auth-callback?x=1#access_token=a&state=s'),
      { state: null, replaceState } as unknown as History,
    );
    expect(replaceState).toHaveBeenCalledWith(null, '', '/help-and-support/auth-callback');
    expect(takeCallbackFragment()?.get('access_token')).toBe('a');
    expect(takeCallbackFragment()).toBeUndefined();
  });

  it('leaves every other page alone', () => {
    const replaceState = vi.fn();
    captureCallbackFragment(fakeLocation('https://s.example/help-and-support/meters#top'), {
      state: null,
      replaceState,
    } as unknown as History);
    expect(replaceState).not.toHaveBeenCalled();
    expect(takeCallbackFragment()).toBeUndefined();
  });

  it('signs in with a state it issued and keeps the tokens in the two cookies', () => {
    const fragment = new URLSearchParams({
      access_token: 'acc',
      id_token: 'idt',
      expires_in: '600',
      state: issuedState(),
    });
    expect(completeSignIn(fragment)).toEqual({
      outcome: 'signed-in',
      returnPath: '/help-and-support/deals',
    });
    expect(readSignInCookies()).toEqual({ idToken: 'idt', accessToken: 'acc' });
  });

  it('never overwrites a cookie the identity service already set', () => {
    document.cookie = 'access_token=from-service; Path=/';
    completeSignIn(
      new URLSearchParams({ access_token: 'acc', id_token: 'i', state: issuedState() }),
    );
    expect(readSignInCookies().accessToken).toBe('from-service');
  });

  it('refuses a forged callback without keeping its tokens', () => {
    issuedState();
    const forged = new URLSearchParams({ access_token: 'evil', id_token: 'evil', state: 'x./' });
    expect(completeSignIn(forged)).toEqual({ outcome: 'refused' });
    expect(readSignInCookies()).toEqual({ idToken: undefined, accessToken: undefined });
  });

  it('refuses an error answer and a missing fragment', () => {
    const state = issuedState();
    expect(completeSignIn(new URLSearchParams({ error: 'access_denied', state }))).toEqual({
      outcome: 'refused',
    });
    expect(completeSignIn(undefined)).toEqual({ outcome: 'refused' });
  });
});
