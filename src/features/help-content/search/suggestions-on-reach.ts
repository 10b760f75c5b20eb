import { lazyPart } from '../../../lib/loading/lazy-part.ts';
import { onFirstReach } from '../../../lib/loading/on-first-reach.ts';

/** The text input of each search box (SearchBox.tsx): a plain search form's `q`. */
export const searchBoxInputSelector = 'form[role="search"] input[name="q"]';

/** The suggestions' code, the search index's and the content they are built from: more than a help page's whole budget. */
const loadSuggestions = lazyPart(() => import('./wire-search-suggestions.ts'));

/**
 * Offers suggestions on a search box once the reader reaches for it (focus or a press): only
 * then do the suggestions' code and the help categories load, so a page whose box is never used
 * loads neither (decision 048). Returns what undoes it.
 */
export function offerSuggestionsOnReach(input: HTMLInputElement): () => void {
  let undo: (() => void) | undefined;
  let stopped = false;
  const stopWaiting = onFirstReach(input, async () => {
    const wired = await (await loadSuggestions()).offerSearchSuggestions(input);
    if (stopped) wired();
    else undo = wired;
  });
  return () => {
    stopped = true;
    stopWaiting();
    undo?.();
  };
}
