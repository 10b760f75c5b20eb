import { checkContent } from '../../../lib/content/check-content.ts';
import { contentPaths } from '../../../site/content-paths.ts';
import { httpClient } from '../../../lib/http/http-clients.ts';
import type { ArticleSummary, HelpCategory } from './help-category.ts';

/** categories.json as schemas/content/help-categories.schema.json describes it. */
interface CategoriesDocument {
  data: {
    id: string;
    attributes: Omit<HelpCategory, 'id' | 'metaDescription' | 'articles'> & {
      'meta-description': string;
    };
    relationships?: { articles?: { data: { id: string } } };
  }[];
  included: { id: string; attributes: { articles: ArticleSummary[] } }[];
}

/** Joins each category to its article list from included[]. */
export function toHelpCategories(document: CategoriesDocument): HelpCategory[] {
  const lists = new Map(document.included.map((list) => [list.id, list.attributes.articles]));
  return document.data.map(({ id, attributes, relationships }) => {
    const { 'meta-description': metaDescription, ...rest } = attributes;
    const listId = relationships?.articles?.data.id;
    return { ...rest, id, metaDescription, articles: (listId && lists.get(listId)) || [] };
  });
}

/**
 * The help categories from the content service, checked at the content boundary (schema) before
 * anything uses them; the validator loads beside the request. Plain code, without the app's query
 * cache, so a help page's search box can read them without the framework (categoriesQuery is the
 * app's way).
 */
export async function readHelpCategories(): Promise<HelpCategory[]> {
  const [body, { validateHelpCategories, validateHelpCategoriesLimits }] = await Promise.all([
    httpClient('content').json(contentPaths.categories),
    import('../../../lib/content/compiled/help-categories.js'),
  ]);
  return toHelpCategories(
    await checkContent<CategoriesDocument>(
      'categories',
      { shape: validateHelpCategories, limits: validateHelpCategoriesLimits },
      body,
    ),
  );
}
