import type { Browser } from '@playwright/test';
import { samplePath, signedInPaths } from './bench-routes.ts';
import { measureRouteBundle, type Manifest, type RouteBundle } from './bundle-sizes.ts';
import { fetchedAssets } from './fetched-assets.ts';
import { benchDistDir } from './preview-server.ts';
import { readBudgets } from './budgets.ts';
import { routeChainFor, type RouteNode } from '../vite/route-tree.ts';

/** What one route downloads before it is usable, as the bench counts it. */
export interface RouteDownload {
  /** The route's pattern as TanStack names it, without a trailing slash. */
  readonly pattern: string;
  /** The sample path loaded for it. */
  readonly path: string;
  /** False when the route redirected (a step that needs earlier steps). */
  readonly loadedItself: boolean;
  readonly bundle: RouteBundle;
}

/**
 * Loads a route's sample path in the browser (signed in where it must be) and counts its initial
 * script from the files fetched and the build manifest; a step that needs earlier steps redirects,
 * and then only what its own chunks import counts. A form step (the budgets' `formRoutes`) counts
 * what it fetches until the app has taken its page over (fetched-assets.ts).
 */
export async function routeDownload(
  browser: Browser,
  origin: string,
  manifest: Manifest,
  tree: readonly RouteNode[],
  route: RouteNode,
): Promise<RouteDownload> {
  const pattern = route.fullPath.replace(/(.)\/$/, '$1');
  const path = samplePath(route.fullPath);
  const fetched = await fetchedAssets(browser, origin, path, {
    signedIn: signedInPaths.includes(path),
    untilTakenOver: readBudgets().formRoutes.includes(pattern),
  });
  const loadedItself = fetched.finalPath === path;
  const bundle = measureRouteBundle(
    benchDistDir,
    manifest,
    routeChainFor(tree, path),
    loadedItself ? fetched.files : [],
  );
  return { pattern, path, loadedItself, bundle };
}
