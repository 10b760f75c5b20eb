import { pushToDataLayer } from './data-layer.ts';
import { scrubPathForAnalytics } from './scrub-path.ts';

/**
 * Creates the page-view tracker: one 'pageView' event per change of path (SPEC section 1).
 * Query-only changes are not new pages, and the scrubbed path never holds ids or personal data.
 */
export function createPageViewTracker(
  appName: string,
): (pathname: string, options?: { readonly again?: boolean }) => void {
  let lastPath: string | undefined;
  // `again`: the same page shown anew, as when Back restores it from the back/forward cache.
  return (pathname, { again = false } = {}) => {
    const path = scrubPathForAnalytics(pathname);
    if (path === lastPath && !again) return;
    lastPath = path;
    pushToDataLayer({ event: 'pageView', appName, pagePath: path });
  };
}
