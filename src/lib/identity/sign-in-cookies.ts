import { accessTokenCookie, identityTokenCookie } from '../../site/sign-in-cookie-names.ts';

/** The two sign-in tokens as the cookies hold them; a missing or empty cookie is undefined. */
export interface SignInCookies {
  readonly idToken?: string;
  readonly accessToken?: string;
}

/**
 * What the cookies say about the visitor (SPEC sections 4 and 6):
 * - 'signed-in': both cookies;
 * - 'access-token-only': only the access cookie, so protected pages sign the customer out;
 * - 'identity-token-only': only the identity cookie, enough for prefill but not protected pages;
 * - 'signed-out': neither.
 */
export type CookieSignInState =
  'signed-in' | 'access-token-only' | 'identity-token-only' | 'signed-out';

/** The value of one cookie of `document.cookie`, decoded; undefined when absent or empty. */
export function readCookie(name: string, cookieString = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Both sign-in tokens from the cookies. */
export function readSignInCookies(cookieString = document.cookie): SignInCookies {
  return {
    idToken: readCookie(identityTokenCookie, cookieString),
    accessToken: readCookie(accessTokenCookie, cookieString),
  };
}

/** The sign-in state the cookies describe. */
export function cookieSignInState(cookies: SignInCookies = readSignInCookies()): CookieSignInState {
  if (cookies.idToken && cookies.accessToken) return 'signed-in';
  if (cookies.accessToken) return 'access-token-only';
  if (cookies.idToken) return 'identity-token-only';
  return 'signed-out';
}

/**
 * Whether the visitor counts as a signed-in customer for the journeys: the identity-token cookie
 * is present, as it alone starts the account lookup (SPEC section 4, "Prefill login state") that
 * gives the 'Your details' legend and accountPrefix A. Protected pages need both cookies.
 */
export function isSignedIn(cookies: SignInCookies = readSignInCookies()): boolean {
  return Boolean(cookies.idToken);
}
