import { pushToDataLayer } from './data-layer.ts';
import { scrubPathForAnalytics } from './scrub-path.ts';

/**
 * Creates the page-view tracker: one 'pageView' event per change of path (SPEC section 1).
 * Query-only changes are not new pages, and the scrubbed path never holds ids or personal data.
 */
export function createPageViewTracker(appName: string): (pathname: string) => void {
  let lastPath: string | undefined;
  return (pathname) => {
    const path = scrubPathForAnalytics(pathname);
    if (path === lastPath) return;
    lastPath = path;
    pushToDataLayer({ event: 'pageView', appName, pagePath: path });
  };
}
