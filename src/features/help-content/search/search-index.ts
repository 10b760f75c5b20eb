import MiniSearch, { type QueryCombination, type SearchResult } from 'minisearch';
import type { HelpCategory } from '../categories/help-category.ts';
import { basePath } from '../../../site/site-paths.ts';
import { phrasingsOf, searchSynonyms, type SynonymGroups } from './search-synonyms.ts';

/** One thing search can find: a category or an article. */
export interface SearchDocument {
  readonly id: string;
  readonly kind: 'category' | 'article';
  readonly title: string;
  /** Plain text: display-text HTML is reduced to its words before indexing. */
  readonly description: string;
  /** The article's address segment as words ('set-up-a-direct-debit' → 'set up a direct debit'). */
  readonly label: string;
  readonly categoryTitle: string;
  readonly link: string;
  readonly external: boolean;
}

/** A ranked search hit, with the document terms that matched (for highlighting). */
export interface SearchHit {
  readonly document: SearchDocument;
  readonly terms: readonly string[];
}

// An inert document: nothing in it runs or loads; only its words are read.
function wordsOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

/** The searchable documents of the help categories: each category and each of its articles. */
export function searchDocumentsOf(categories: readonly HelpCategory[]): SearchDocument[] {
  return categories.flatMap((category) => [
    {
      id: `category:${category.id}`,
      kind: 'category' as const,
      title: category.title,
      description: wordsOf(category.description),
      label: category.id.replace(/-/g, ' '),
      categoryTitle: category.title,
      link: category.link,
      external: category.externalLink,
    },
    ...category.articles.map((article) => ({
      id: `article:${category.id}/${article.label}`,
      kind: 'article' as const,
      title: article.title,
      description: article.description ?? '',
      label: article.label.replace(/-/g, ' '),
      categoryTitle: category.title,
      link: `${basePath}/${category.id}/${article.label}`,
      external: false,
    })),
  ]);
}

const searchOptions = {
  boost: { title: 3, label: 2, description: 1, categoryTitle: 0.5 },
  // Typo tolerance: a fifth of a term's length may differ; partial words match as prefixes.
  fuzzy: 0.2,
  prefix: true,
  // A whole topic is a better answer than one article that mentions it.
  boostDocument: (_id: unknown, _term: string, stored?: Partial<SearchDocument>) =>
    stored?.kind === 'category' ? 1.5 : 1,
};

/** Builds the search index (minisearch: ranked, fuzzy and prefix matching). */
export function createSearchIndex(
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'label', 'description', 'categoryTitle'],
    storeFields: ['kind', 'title', 'description', 'label', 'categoryTitle', 'link', 'external'],
    searchOptions,
  });
  index.addAll([...documents]);
  return index;
}

// A synonym counts for less than the customer's own word, so their words rank first.
const synonymWeight = 0.5;

/**
 * Searches the index, best match first, for the customer's words and, weighing less, their
 * synonyms (schemas/messages/search-synonyms.json). Each phrasing must match every word; one that
 * matches nothing so gives results matching any of its words, so one unknown word does not empty
 * the page.
 */
export function searchHelp(
  index: MiniSearch<SearchDocument>,
  query: string,
  synonyms: SynonymGroups = searchSynonyms,
): SearchHit[] {
  const queries = phrasingsOf(query, synonyms).map(({ text, own }): QueryCombination => ({
    queries: [text],
    combineWith: index.search(text, { combineWith: 'AND' }).length > 0 ? 'AND' : 'OR',
    boostTerm: () => (own ? 1 : synonymWeight),
  }));
  return index.search({ combineWith: 'OR', queries }).map((result: SearchResult) => ({
    document: result as unknown as SearchDocument,
    terms: result.terms,
  }));
}
