import { accessTokenCookie, identityTokenCookie } from '../../site/sign-in-cookie-names.ts';
import { readCookie } from './sign-in-cookies.ts';
import { acceptSignInState } from './sign-in-redirect.ts';
import { notifySignInChange } from './sign-out.ts';

/** How a return from the identity service ended. */
export type SignInResult =
  { readonly outcome: 'signed-in'; readonly returnPath: string } | { readonly outcome: 'refused' };

const defaultLifetimeSeconds = 3600;

function storeToken(name: string, token: string | null, lifetimeSeconds: number): void {
  // The identity service normally sets the cookies itself; only fill in one it did not set, so
  // a host cookie never shadows the service's own.
  if (!token || readCookie(name)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(token)}; Path=/; Max-Age=${lifetimeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Finishes a sign-in from the captured callback fragment: the state must pass
 * `acceptSignInState` (one-time value, then a safe same-origin path) before any token is kept,
 * so a forged callback can neither redirect the customer nor sign them in as someone else.
 */
export function completeSignIn(fragment: URLSearchParams | undefined): SignInResult {
  const returnPath = acceptSignInState(fragment?.get('state'));
  if (!fragment || !returnPath || fragment.has('error')) return { outcome: 'refused' };
  const expiresIn = Number(fragment.get('expires_in'));
  const lifetime =
    Number.isInteger(expiresIn) && expiresIn > 0 ? expiresIn : defaultLifetimeSeconds;
  storeToken(identityTokenCookie, fragment.get('id_token'), lifetime);
  storeToken(accessTokenCookie, fragment.get('access_token'), lifetime);
  notifySignInChange();
  return { outcome: 'signed-in', returnPath };
}
