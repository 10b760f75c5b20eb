import { onSignOut } from '../identity/sign-out.ts';
import { removeStoredDrafts } from './draft-storage-keys.ts';

let registered = false;

/**
 * Makes a sign-out forget every journey draft, so the next person at this browser sees nothing
 * personal. Called once when the app starts (drafts from an earlier page load of this tab are
 * in sessionStorage even if no journey has been opened yet). The stored drafts go at once,
 * before the sign-out redirect; the in-memory draft atoms are reset by the journey code, loaded
 * only when a journey was opened, so every page does not carry it.
 */
export function forgetDraftsOnSignOut(): void {
  if (registered) return;
  registered = true;
  onSignOut(() => {
    removeStoredDrafts();
    void import('./draft-atom.ts').then(({ clearJourneyDrafts }) => clearJourneyDrafts());
  });
}
