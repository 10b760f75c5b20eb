import type { QueryClient } from '@tanstack/react-query';
import { FetchError } from '../../../lib/http/http-errors.ts';
import { sanitisersLoaded } from '../../../lib/sanitise/load-sanitisers.ts';
import { articleQuery } from '../article/article-query.ts';
import { type CategoryView, categoryViewOf } from './category-data.ts';
import { categoriesQuery, findArticle, findCategory } from './help-categories.ts';

/** What a category or article address turned out to be. */
export type HelpPageLookup =
  | { readonly kind: 'found' }
  | { readonly kind: 'category'; readonly view: CategoryView }
  | { readonly kind: 'external'; readonly link: string; readonly title: string }
  | { readonly kind: 'not-found' };

/**
 * Loads a category page's content (SPEC section 2): the categories, and the category's layout
 * data checked against its schema (a misfit throws, and the route shows its error state).
 * An id that is not among the categories is 'not-found'.
 */
export async function loadCategoryPage(
  queryClient: QueryClient,
  id: string,
): Promise<HelpPageLookup> {
  // The page shows content HTML: its sanitisers load beside the content.
  const sanitisers = sanitisersLoaded();
  const category = findCategory(await queryClient.ensureQueryData(categoriesQuery), id);
  if (!category) return { kind: 'not-found' };
  if (category.externalLink)
    return { kind: 'external', link: category.link, title: category.title };
  const [view] = await Promise.all([categoryViewOf(category), sanitisers]);
  return { kind: 'category', view };
}

/**
 * Loads an article page (SPEC section 2): valid only if the category exists and the article's
 * label appears in some category's list; then its HTML is fetched and parsed. The content
 * service having no such page (404) is also 'not-found'; other failures throw.
 */
export async function loadArticlePage(
  queryClient: QueryClient,
  categoryId: string,
  label: string,
): Promise<HelpPageLookup> {
  // The article is asked for beside the categories (a round trip sooner); it is shown only if
  // the categories list it.
  const article = queryClient.ensureQueryData(articleQuery(categoryId, label));
  article.catch(() => undefined);
  const sanitisers = sanitisersLoaded();
  const categories = await queryClient.ensureQueryData(categoriesQuery);
  const category = findCategory(categories, categoryId);
  if (!category || category.externalLink || !findArticle(categories, label)) {
    return { kind: 'not-found' };
  }
  try {
    await Promise.all([article, sanitisers]);
  } catch (error) {
    if (error instanceof FetchError && error.status === 404) return { kind: 'not-found' };
    throw error;
  }
  return { kind: 'found' };
}
