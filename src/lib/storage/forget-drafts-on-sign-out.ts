import { onSignOut } from '../identity/sign-out';
import { clearJourneyDrafts } from './draft-atom';

let registered = false;

/**
 * Makes a sign-out forget every journey draft, so the next person at this browser sees nothing
 * personal. Called once when the app starts (drafts from an earlier page load of this tab are
 * in sessionStorage even if no journey has been opened yet).
 */
export function forgetDraftsOnSignOut(): void {
  if (registered) return;
  registered = true;
  onSignOut(clearJourneyDrafts);
}
