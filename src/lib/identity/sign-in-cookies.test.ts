import { describe, expect, it } from 'vitest';
import { cookieSignInState, isSignedIn, readCookie, readSignInCookies } from './sign-in-cookies.ts';

describe('sign-in cookies (SPEC section 6: two cookies show signed-in status)', () => {
  it('reads cognito_id_token and access_token from document.cookie', () => {
    document.cookie = 'cognito_id_token=id%20token; Path=/';
    document.cookie = 'access_token=acc; Path=/';
    expect(readSignInCookies()).toEqual({ idToken: 'id token', accessToken: 'acc' });
  });

  it('treats an empty or missing cookie as absent, and never matches a name by prefix', () => {
    expect(readCookie('access_token', 'x_access_token=1; access_token=')).toBeUndefined();
    expect(readCookie('access_token', 'other=1')).toBeUndefined();
  });

  it.each([
    [{ idToken: 'i', accessToken: 'a' }, 'signed-in', true],
    [{ accessToken: 'a' }, 'access-token-only', false],
    [{ idToken: 'i' }, 'identity-token-only', true],
    [{}, 'signed-out', false],
  ] as const)('%o is %s (journeys signed in: %s)', (cookies, state, signedIn) => {
    expect(cookieSignInState(cookies)).toBe(state);
    expect(isSignedIn(cookies)).toBe(signedIn);
  });
});
