import { queryOptions } from '@tanstack/react-query';
import type { ArticleSummary, HelpCategory } from './help-category.ts';
import { readHelpCategories } from './read-help-categories.ts';

/**
 * The help categories, checked at the content boundary (schema) before anything uses them.
 * Route loaders start it first thing; its validator loads beside the request.
 */
export const categoriesQuery = queryOptions({
  queryKey: ['content', 'categories'],
  queryFn: readHelpCategories,
});

/** The category with this id, if the content has it. */
export function findCategory(
  categories: readonly HelpCategory[],
  id: string,
): HelpCategory | undefined {
  return categories.find((category) => category.id === id);
}

/** SPEC section 2: an article is valid only if its label appears in some category's list. */
export function findArticle(
  categories: readonly HelpCategory[],
  label: string,
): ArticleSummary | undefined {
  for (const category of categories) {
    const article = category.articles.find((entry) => entry.label === label);
    if (article) return article;
  }
  return undefined;
}
