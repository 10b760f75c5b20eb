import { servedPathOf } from '../../site/site-paths.ts';
import { scrubText } from '../telemetry/scrub-text.ts';

/**
 * The search term that led a customer to a page, for "Was this page helpful?" (issue 32): kept in
 * sessionStorage when a search result is followed, never in the address (a search term may hold
 * personal data, and addresses travel to logs and other hosts). Stored scrubbed, as telemetry
 * scrubs text, so nothing personal is kept either. One term, for the last result followed.
 */
const storageKey = 'help-and-support:search-that-led-here';

interface StoredSearch {
  readonly path: string;
  readonly term: string;
}

/** A link's address as the page it opens is served, so the result and the page agree. */
function pageOf(href: string): string {
  return servedPathOf(new URL(href, location.href).pathname);
}

/** Remembers that the customer followed the result at `href` after searching for `term`. */
export function rememberSearchThatLedTo(href: string, term: string): void {
  const stored: StoredSearch = { path: pageOf(href), term: scrubText(term.trim()) };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Storage refused (private mode, full): the answer is sent without a search term.
  }
}

/** The scrubbed term of the search whose result led to the page at `href`, or ''. */
export function searchThatLedTo(href: string): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return '';
    const { path, term } = stored as Partial<StoredSearch>;
    // Scrubbed again: whatever is in storage, nothing personal leaves the page.
    return path === pageOf(href) && typeof term === 'string' ? scrubText(term) : '';
  } catch {
    return '';
  }
}
