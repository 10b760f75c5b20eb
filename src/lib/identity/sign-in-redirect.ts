import { config } from '../../site/config.ts';
import { basePath } from '../../site/site-paths.ts';
import { leaveSite } from '../navigation/leave-site.ts';
import { authCallbackPath, safeReturnPath } from './return-path.ts';

/** sessionStorage key of the pending sign-in: its one-time value and the path it returns to. */
export const pendingSignInKey = 'pendingSignIn';
/** A sign-in not finished within this time is refused on return. */
export const pendingSignInLifetimeMs = 30 * 60_000;

interface PendingSignIn {
  readonly nonce: string;
  readonly returnPath: string;
  readonly startedAt: number;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The authorize address for the implicit flow (SPEC section 6): response_type=token, the client
 * id, the callback redirect and a state of '<one-time value>.<return path>'.
 */
export function buildSignInUrl(
  state: string,
  origin: string = window.location.origin,
  signInUrl: string = config.signInUrl,
): string {
  const url = new URL(signInUrl, origin);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', `${origin}${authCallbackPath}`);
  url.searchParams.set('state', state);
  return url.toString();
}

/**
 * Starts a sign-in that returns to `returnPath` (a safe same-origin path, else the site home):
 * keeps a fresh one-time value in sessionStorage, binds the state to it, and leaves for the
 * authorize address. Replacing history keeps the protected page out of the back button.
 */
export function redirectToSignIn(returnPath: string): void {
  const pending: PendingSignIn = {
    nonce: randomNonce(),
    returnPath: safeReturnPath(returnPath) ?? `${basePath}/`,
    startedAt: Date.now(),
  };
  sessionStorage.setItem(pendingSignInKey, JSON.stringify(pending));
  leaveSite(buildSignInUrl(`${pending.nonce}.${pending.returnPath}`), 'replace');
}

function readPending(): PendingSignIn | undefined {
  const raw = sessionStorage.getItem(pendingSignInKey);
  // One-time: whatever happens next, this value can never be used again.
  sessionStorage.removeItem(pendingSignInKey);
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'nonce' in parsed &&
      'returnPath' in parsed &&
      'startedAt' in parsed &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.returnPath === 'string' &&
      typeof parsed.startedAt === 'number'
    ) {
      return { nonce: parsed.nonce, returnPath: parsed.returnPath, startedAt: parsed.startedAt };
    }
  } catch {
    // A corrupted entry is refused like a missing one.
  }
  return undefined;
}

/**
 * Checks a returned state (issue 6, "Known pitfalls"): first its one-time value against the one
 * this tab stored (consumed either way, so a replay fails), then the path, which must be the one
 * stored and a safe same-origin path. Returns the path to go to, or undefined to refuse.
 */
export function acceptSignInState(state: string | null | undefined): string | undefined {
  const pending = readPending();
  if (!pending || !state) return undefined;
  if (Date.now() - pending.startedAt > pendingSignInLifetimeMs) return undefined;
  const separator = state.indexOf('.');
  if (separator <= 0) return undefined;
  const nonce = state.slice(0, separator);
  const returnPath = state.slice(separator + 1);
  if (nonce !== pending.nonce || returnPath !== pending.returnPath) return undefined;
  return safeReturnPath(returnPath);
}
