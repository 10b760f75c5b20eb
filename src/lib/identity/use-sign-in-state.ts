import { useSyncExternalStore } from 'react';
import { cookieSignInState, type CookieSignInState } from './sign-in-cookies.ts';
import { isSigningOut, onSignInChange } from './sign-out.ts';

/** The sign-in states of SPEC section 4, as the cookies and a started sign-out tell them. */
export type SignInState = CookieSignInState | 'signing-out';

function subscribe(callback: () => void): () => void {
  // Cookies have no change event: re-read them when this page changes them and when the
  // customer comes back to the tab, where another tab may have signed in or out.
  const unsubscribe = onSignInChange(callback);
  window.addEventListener('focus', callback);
  document.addEventListener('visibilitychange', callback);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', callback);
    document.removeEventListener('visibilitychange', callback);
  };
}

function snapshot(): SignInState {
  return isSigningOut() ? 'signing-out' : cookieSignInState();
}

/** The visitor's sign-in state, re-rendering when it changes. */
export function useSignInState(): SignInState {
  return useSyncExternalStore(subscribe, snapshot, () => 'signed-out');
}
