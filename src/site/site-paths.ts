/** Base path of every route (SPEC section 2). */
export const basePath = '/help-and-support';

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
