import { config } from '../../site/config.ts';
import { leaveSite } from '../navigation/leave-site.ts';

/** Stored items a sign-out clears (SPEC sections 3 and 4). */
export const tariffStorageKeys = ['chosenTariff', 'pendingTariffDismissed'] as const;

type Listener = () => void;
const listeners = new Set<Listener>();
const changeListeners = new Set<Listener>();
let signingOut = false;

/** Lets the sign-in state hook re-read the cookies when this page signs in or out. */
export function onSignInChange(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/** Tells the sign-in state hook that the cookies or the signing-out state changed. */
export function notifySignInChange(): void {
  for (const listener of [...changeListeners]) listener();
}

/**
 * Registers something to forget when the customer signs out, such as the journeys' drafts,
 * so the next person at this browser never sees them. Returns the unsubscribe.
 */
export function onSignOut(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Removes the stored chosen tariff and dismissed pending-tariff flag from both storages. */
export function clearTariffChoices(): void {
  for (const key of tariffStorageKeys) {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      try {
        storage.removeItem(key);
      } catch {
        // Storage can be blocked by browser settings; there is then nothing to clear.
      }
    }
  }
}

/** Whether a sign-out has started on this page (SPEC section 4: the signing-out state). */
export function isSigningOut(): boolean {
  return signingOut;
}

/**
 * Signs the customer out: clears the tariff items, tells every listener, then leaves for the
 * sign-out address (`/identity/logout`, or `/logout` after the idle timeout). The identity service
 * clears the cookies there. A failing listener never stops the sign-out.
 */
export function signOut(destination: string = config.signOutUrl): void {
  if (signingOut) return;
  signingOut = true;
  clearTariffChoices();
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('[sign-out]', error);
    }
  }
  notifySignInChange();
  leaveSite(destination, 'replace');
}

/** For tests: forget that a sign-out started, as a fresh page load would. */
export function resetSignOutForTests(): void {
  signingOut = false;
}
