import { laterRoutesOf, routePattern } from './journeys/journey-pages.ts';
import { ownPageJourneys } from './journeys/site-journeys.ts';

/** Base path of every route (SPEC section 2). */
export const basePath = '/help-and-support';

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

/**
 * A browser address's path as the router names it, without the base path ('/' for the home
 * page), for code that runs without the router and must say the same (the page view).
 */
export function routerPathOf(pathname: string): string {
  if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return pathname;
  return pathname.slice(basePath.length) || '/';
}

/**
 * The address a page is served at, from its path with or without the base path: home is the
 * base path with its slash (`/help-and-support/`, where the server sends the path without it),
 * every other page its path without a trailing slash (the route rules redirect one away).
 */
export function servedPathOf(pathname: string): string {
  return `${basePath}${routerPathOf(pathname).replace(/\/+$/, '') || '/'}`;
}
