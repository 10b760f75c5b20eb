import { laterRoutesOf, routePattern } from './journeys/journey-pages.ts';
import { ownPageJourneys } from './journeys/site-journeys.ts';

// Apart from site-paths.ts, which every help page runs at start: only the stub server's
// redirects ask, and the journeys' lists it reads would ride along (issue 40).
/**
 * Shapes of the site's routes below the base path (SPEC section 2). One- and two-segment paths
 * are categories and articles, whose existence only the content can tell, and the pages of
 * journeys declared as data; longer paths must be one of the journeys' later steps or 'Check
 * your answers' (derived from src/site/journeys/, decision 055). Anything else is the main
 * site's page-not-found.
 */
const threeSegmentRoutes = laterRoutesOf(ownPageJourneys)
  .map(routePattern)
  .filter((pattern) => pattern.source.split('\\/').length >= 3);

/** Whether a path below the base (no leading or trailing slash) can be a page of this site. */
export function isKnownSitePath(relativePath: string): boolean {
  if (relativePath === '') return true;
  const segments = relativePath.split('/');
  if (segments.some((segment) => segment === '')) return false;
  if (segments.length <= 2) return true;
  return threeSegmentRoutes.some((pattern) => pattern.test(relativePath));
}
