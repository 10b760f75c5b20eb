import { existsSync, readFileSync } from 'node:fs';
import { contentPaths } from '../../src/site/content-paths.ts';
import {
  categoryLayoutOf,
  categoryLayouts,
  type CategoryLayout,
} from '../../src/site/category-layouts.ts';
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
  readonly data?: readonly {
    id?: string;
    attributes?: { newLayout?: boolean; externalLink?: boolean };
  }[];
  readonly included?: readonly {
    id?: string;
    attributes?: { articles?: readonly { label?: string }[] };
  }[];
}

const categoriesFile = `content-fixtures${contentPaths.categories}`;

/** The categories the stub serves, from the content fixtures. */
function readCategories(): CategoriesPayload {
  if (!existsSync(categoriesFile))
    throw new Error(`${categoriesFile} is missing: the bench needs its categories and articles`);
  return JSON.parse(readFileSync(categoriesFile, 'utf8')) as CategoriesPayload;
}

/** The label of a category's first article. */
function firstArticleOf(category: string): string {
  const list = readCategories().included?.find((item) => item.id === `${category}-articles`);
  const label = list?.attributes?.articles?.[0]?.label;
  if (!label) throw new Error(`No article of ${category} in ${categoriesFile}`);
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

/**
 * A page the bench measures, and whether it is a static content page, a form step, or the
 * reference form (measured beside them, held to no budget).
 */
export interface BenchPage {
  readonly page: string;
  readonly path: string;
  readonly kind: 'content' | 'form' | 'reference';
}

/** The first category of each layout the stub serves, in the order of categoryLayouts. */
export function categoryOfEachLayout(): { layout: CategoryLayout; id: string }[] {
  const pages = (readCategories().data ?? []).filter(
    (item) => item.id && !item.attributes?.externalLink,
  );
  return categoryLayouts.map((layout) => {
    const found = pages.find(
      (item) => categoryLayoutOf(String(item.id), item.attributes?.newLayout === true) === layout,
    );
    if (!found?.id) throw new Error(`No category with the ${layout} layout in ${categoriesFile}`);
    return { layout, id: found.id };
  });
}

/**
 * The static content pages (issue 17): home, a category of each layout, an article and
 * contact-us.
 */
export function contentPages(): BenchPage[] {
  return [
    { page: 'Home', path: '/', kind: 'content' },
    ...categoryOfEachLayout().map(({ layout, id }) => ({
      page: `Category (${layout})`,
      path: `/${id}`,
      kind: 'content' as const,
    })),
    { page: 'Article', path: samplePath('/$category/$article'), kind: 'content' },
    { page: 'Contact us', path: '/contact-us', kind: 'content' },
  ];
}

/** The form steps Lighthouse audits: a complaint's first step and the meter read. */
export function formStepPages(): BenchPage[] {
  return [
    { page: 'Complaint details', path: samplePath('/complaints/$complaint'), kind: 'form' },
    { page: 'Meter read', path: '/submit-meter-read', kind: 'form' },
  ];
}

/**
 * The reference form (scripts/bench/reference-form/), which Lighthouse audits beside the form
 * steps: what the same stack scores rendering one default RJSF form in the browser. Its path is
 * on its own server.
 */
export const referenceFormPage: BenchPage = {
  page: 'Reference RJSF form',
  path: '/',
  kind: 'reference',
};

/** Every page Lighthouse audits: the content pages, the form steps, then the reference form. */
export function lighthousePages(): BenchPage[] {
  return [...contentPages(), ...formStepPages(), referenceFormPage];
}
