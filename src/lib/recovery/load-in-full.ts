import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { staticFirstRouteIds } from '../../site/static-first-routes.ts';
import { checkForNewerRelease, newerReleaseOut, noteMissingCode } from './release-check.ts';

/** Whether a location is a help page the build writes as HTML (decision 025). */
function builtAsHtml(router: AnyRouter, location: ParsedLocation): boolean {
  const leaf = router.matchRoutes(location).at(-1);
  return leaf !== undefined && staticFirstRouteIds.includes(leaf.routeId);
}

/**
 * The moves between pages that load the next page in full rather than render it in the app:
 * - to a help page (decision 035): it reaches the reader as built, its HTML and page script,
 *   never rendered from scratch by the app;
 * - any move once a newer release is out (asked after each page, at most every few minutes, or
 *   told by a file of this build found missing): the new release's HTML and code load instead of
 *   more of the old build's files, which the host may soon remove.
 * The router has written the new address and its history state by then (to the browser's
 * history a moment later, so it is flushed first), so a load of that entry keeps its state: the
 * confirmation page's reference travels there (SPEC section 2).
 */
export function loadInFullWhereNeeded(router: AnyRouter): void {
  // Not a load there and then: it may come from fetching a link's code on hover.
  window.addEventListener('vite:preloadError', () => noteMissingCode());
  router.subscribe('onResolved', () => void checkForNewerRelease());
  router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, pathChanged }) => {
    // The first page is the one the browser loaded; a move within a page stays in it.
    if (!fromLocation || !pathChanged) return;
    const release = newerReleaseOut();
    if (!release && !builtAsHtml(router, toLocation)) return;
    router.history.flush();
    // The browser keeps an entry's scroll position across a load of its own address: the next
    // page opens at its top, as a link's page does, not where the last one was scrolled to.
    window.scrollTo(0, 0);
    // A help page: a navigation, not a reload, so the page the speculation rules prefetched is
    // used (its address is the current one, so this replaces the entry the router pushed); with
    // a fragment, the same address would only scroll, so that one reloads.
    if (release || window.location.hash) window.location.reload();
    else window.location.replace(window.location.href);
  });
}
