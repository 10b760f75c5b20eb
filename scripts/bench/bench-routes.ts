import { existsSync, readFileSync } from 'node:fs';
import { contentPaths } from '../../src/site/content-paths.ts';
import type { RouteNode } from '../vite/route-tree.ts';

/** Which pages the bench measures, and with which sample values for the route parameters. */

const sampleCategory = 'bills-and-payments';

/** Sample values for route parameters; a new parameter without one stops the bench. */
export const sampleValues: Record<string, () => string> = {
  $category: () => sampleCategory,
  $article: () => firstArticleOf(sampleCategory),
  $complaint: () => 'gas-and-electricity',
};

interface CategoriesPayload {
  readonly included?: readonly {
    id?: string;
    attributes?: { articles?: readonly { label?: string }[] };
  }[];
}

/** The label of a category's first article, from the content fixtures the stub serves. */
function firstArticleOf(category: string): string {
  const file = `content-fixtures${contentPaths.categories}`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: the bench needs an article to measure`);
  const payload = JSON.parse(readFileSync(file, 'utf8')) as CategoriesPayload;
  const list = payload.included?.find((item) => item.id === `${category}-articles`);
  const label = list?.attributes?.articles?.[0]?.label;
  if (!label) throw new Error(`No article of ${category} in ${file}`);
  return label;
}

/** A URL path for a route pattern, with every parameter replaced by its sample. */
export function samplePath(fullPath: string): string {
  const path = fullPath
    .split('/')
    .map((segment) => {
      if (!segment.startsWith('$')) return segment;
      const value = sampleValues[segment];
      if (!value)
        throw new Error(
          `No sample value for route parameter ${segment}: add one in scripts/bench/bench-routes.ts`,
        );
      return value();
    })
    .join('/')
    .replace(/\/$/, '');
  return path === '' ? '/' : path;
}

/** Pages only a signed-in customer sees (SPEC section 6): measured signed in. */
export const signedInPaths: readonly string[] = ['/deals'];

/** Routes that are no customer's page: the content editors' form preview on the embedded stub. */
const notCustomerPages = [/^\/forms-preview\//];

/** Route patterns a customer can open: every route without child routes, but the root. */
export function pageRoutes(nodes: readonly RouteNode[]): RouteNode[] {
  const parents = new Set(nodes.map((node) => node.parentId));
  return nodes.filter(
    (node) =>
      node.parentId !== null &&
      !parents.has(node.id) &&
      !notCustomerPages.some((pattern) => pattern.test(node.fullPath)),
  );
}

/** The five pages Lighthouse audits (issue 7). */
export function lighthousePages(): { page: string; path: string }[] {
  return [
    { page: 'Home', path: '/' },
    { page: 'Category', path: samplePath('/$category') },
    { page: 'Article', path: samplePath('/$category/$article') },
    { page: 'Complaint details', path: samplePath('/complaints/$complaint') },
    { page: 'Meter read', path: '/submit-meter-read' },
  ];
}
