import { contentPaths } from '../../src/site/content-paths.ts';
import type { HttpClientName } from '../../src/site/read-config.ts';
import type { FileRoutesByFullPath } from '../../src/app/route-tree.gen.ts';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';

/** A content request a route's loader makes first: which client, and the path under it. */
export interface ContentRequest {
  readonly client: Extract<HttpClientName, 'content' | 'serviceOutage'>;
  /** The path; `{name}` stands for the path parameter `$name`. */
  readonly path: string;
}

/** What a route asks for as it loads that its route file does not import itself. */
export interface RouteEarlyRequestsDeclaration {
  /** Content its loader (or its component, on first render) asks for before the page can paint. */
  readonly content?: readonly ContentRequest[];
  /** Modules (paths from the project root) imported on demand by code the route runs at once. */
  readonly modules?: readonly string[];
}

// Asked for by the page's component as it first renders, not by a loader: early, it is there
// when the component asks (the service answers no-cache, so the preload is as fresh).
const meterReadContent: ContentRequest = { client: 'content', path: contentPaths.meterRead };
/** A form's page asks for the form renderer and the form's compiled validator as it renders. */
const formModules = (formId: string) => [
  'src/schema-forms/LoadedSchemaForm.tsx',
  `src/schema-forms/compiled/${formId}.js`,
];

/** Modules every page asks for at once: the header configuration's validator. */
export const everyPageModules: readonly string[] = [
  'src/lib/content/compiled/header-configuration.js',
];

/** Content a journey step's page asks for as it first renders, by its route. */
const stepContent: Readonly<Record<string, readonly ContentRequest[]>> = {
  '/submit-meter-read': [meterReadContent],
};

/**
 * What each page the app runs asks for as it loads beyond its route file's own imports, keyed
 * by the route's full path: its content and the modules of its form, each journey step's from
 * the journeys' declarations (src/site/journeys/, decision 055; route-early-requests.test.ts
 * checks each is a route of src/app/route-tree.gen.ts). The header configuration, which every
 * page shows, the HTML preloads itself. Help pages are not here: they reach the reader as built,
 * with their page script and no early requests (decision 035). A browser test checks that each
 * page uses all it is given here, each once.
 */
export const routeEarlyRequests: Readonly<
  Partial<Record<keyof FileRoutesByFullPath, RouteEarlyRequestsDeclaration>>
> = Object.fromEntries(
  ownPageJourneys.flatMap((journey) =>
    journey.steps.map((step) => {
      const content = stepContent[step.route];
      return [step.route, { ...(content ? { content } : {}), modules: formModules(step.formId) }];
    }),
  ),
);

/** What is declared for a route of the tree, by its full path. */
export function earlyRequestsOf(fullPath: string): RouteEarlyRequestsDeclaration | undefined {
  return routeEarlyRequests[fullPath as keyof FileRoutesByFullPath];
}

/** The modules declared for one route of the tree (the root route: those of every page). */
export function declaredModulesOf(route: {
  readonly fullPath: string;
  readonly parentId: string | null;
}): readonly string[] {
  return route.parentId === null
    ? everyPageModules
    : (earlyRequestsOf(route.fullPath)?.modules ?? []);
}
