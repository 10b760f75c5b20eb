import type { AnyRouter } from '@tanstack/react-router';
import { checkForNewerRelease, newerReleaseOut, noteMissingCode } from './release-check.ts';

/**
 * After each page, asks (at most every few minutes) whether a newer release is out; once one is,
 * the next move to another page of the site is a full page load, which fetches the new release's
 * HTML and code instead of asking the old build for files the host may soon remove. A file of
 * this build found missing tells the same.
 */
export function loadNewerReleaseOnNavigation(router: AnyRouter): void {
  // Not a reload there and then: it may come from fetching a link's code on hover.
  window.addEventListener('vite:preloadError', () => noteMissingCode());
  router.subscribe('onResolved', () => void checkForNewerRelease());
  router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (!pathChanged || !newerReleaseOut()) return;
    // The router has written the new address and its history state (it writes them to the
    // browser's history a moment later, so flush first): a reload loads that entry in full and
    // keeps its state, where the confirmation page's reference travels (SPEC section 2) and which
    // a load of the address alone would drop.
    router.history.flush();
    window.location.reload();
  });
}
