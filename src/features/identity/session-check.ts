import { useEffect } from 'react';
import { cookieSignInState } from '../../lib/identity/sign-in-cookies.ts';
import { signOut } from '../../lib/identity/sign-out.ts';

/** How often a protected page checks the sign-in cookies (SPEC section 9). */
export const sessionCheckIntervalMs = 30_000;

/**
 * Starts the cookie check of SPEC section 4: every 30 seconds, if either sign-in cookie has gone
 * (signed out in another tab, or expired), the customer is signed out, which also clears the
 * stored chosenTariff and pendingTariffDismissed. Returns the stop function.
 */
export function startSessionCheck(onSignedOut: () => void = () => signOut()): () => void {
  const timer = window.setInterval(() => {
    if (cookieSignInState() !== 'signed-in') {
      window.clearInterval(timer);
      onSignedOut();
    }
  }, sessionCheckIntervalMs);
  return () => window.clearInterval(timer);
}

/** Runs the 30-second cookie check while `active` (a protected page showing its content). */
export function useSessionCheck(active: boolean): void {
  useEffect(() => (active ? startSessionCheck() : undefined), [active]);
}
