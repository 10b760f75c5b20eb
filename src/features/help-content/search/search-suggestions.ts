import type MiniSearch from 'minisearch';
import { searchHelp, type SearchDocument } from './search-index.ts';

/** One suggestion as the customer types: a page of this site that their words find. */
export interface SearchSuggestion {
  readonly id: string;
  readonly title: string;
  readonly kind: SearchDocument['kind'];
  readonly categoryTitle: string;
  readonly link: string;
}

/** Fewer characters than this suggest nothing: "dd" and "e7" are words customers search for. */
export const fewestCharactersToSuggest = 2;

/** At most this many suggestions, as GOV.UK's accessible autocomplete shows a short list. */
export const mostSuggestions = 5;

/**
 * What to suggest for the words typed so far: the best pages the search itself would find (the
 * same ranking, prefixes and synonyms, so a suggestion never leads to fewer results than the
 * search), this site's pages only, the first few.
 */
export function suggestionsFor(
  index: MiniSearch<SearchDocument>,
  text: string,
): SearchSuggestion[] {
  if (text.trim().length < fewestCharactersToSuggest) return [];
  return searchHelp(index, text)
    .filter(({ document }) => !document.external)
    .slice(0, mostSuggestions)
    .map(({ document: { id, title, kind, categoryTitle, link } }) => ({
      id,
      title,
      kind,
      categoryTitle,
      link,
    }));
}

/**
 * Which suggestion has visual focus after an arrow key (WAI-ARIA APG combobox with listbox
 * popup): Down goes to the first, then the next, staying on the last; Up goes to the previous,
 * and from the first back to the text box (none), where the customer can go on typing.
 */
export function movedActive(
  active: number | null,
  count: number,
  key: 'ArrowDown' | 'ArrowUp',
): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return active === null ? 0 : Math.min(active + 1, count - 1);
  if (active === null || active === 0) return null;
  return active - 1;
}
