import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen.ts';
import { declaredJourneyRoutes } from './declared-journey-routes.tsx';
import { basePath } from '../site/site-paths.ts';
import { parsePlainSearch, stringifyPlainSearch } from './plain-text-search.ts';
import { PageNotFoundRedirect } from '../lib/navigation/PageNotFoundRedirect.tsx';
import { SiteErrorPage } from '../features/site-frame/SiteErrorPage.tsx';

/** The file routes, then the routes of the journeys declared as data (decision 055). */
const fileRoutes = Object.values(routeTree.children ?? {}) as AnyRoute[];
const siteRouteTree = routeTree.addChildren([
  ...fileRoutes,
  ...declaredJourneyRoutes(routeTree),
]) as unknown as typeof routeTree;

/**
 * The app's router: every route of SPEC section 2 under /help-and-support. Tests pass a memory
 * history, prerendering a memory history too, and the site the browser's; all share these options.
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: { history?: RouterHistory } = {},
) {
  return createRouter({
    routeTree: siteRouteTree,
    history: options.history,
    basepath: basePath,
    context: { queryClient },
    trailingSlash: 'never',
    // Search parameters are plain text, never JSON (SPEC section 2: q is the URL-encoded text).
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    defaultPreload: 'intent',
    // Loaders read through the query cache, which owns staleness (SPEC section 9: 30 s).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: () => <PageNotFoundRedirect />,
    // Never a blank page: any error no route handles itself (issue 16).
    defaultErrorComponent: ({ error }) => <SiteErrorPage error={error} />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
