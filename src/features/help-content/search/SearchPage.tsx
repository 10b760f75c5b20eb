import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isPrerendering } from '../../../site/prerendering.ts';
import { fillMessage } from '../../../site/fill-message.ts';
import { PageHead } from '../../../lib/head/PageHead.tsx';
import { hiddenFromReplay } from '../../../lib/telemetry/replay-privacy.ts';
import { LoadingStatus } from '../../../lib/loading/LoadingStatus.tsx';
import { rememberSearchThatLedTo } from '../../../lib/analytics/search-that-led-here.ts';
import { categoriesQuery } from '../categories/help-categories.ts';
import { pageTitle } from '../../../site/page-title.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { CannotShow } from '../shared/CannotShow.tsx';
import { NoResults } from './NoResults.tsx';
import { SearchBox } from './SearchBox.tsx';
import { searchCopy } from './search-copy.ts';
import { SearchResults } from './SearchResults.tsx';
import { createSearchIndex, searchDocumentsOf, searchHelp } from './search-index.ts';
import { suggestionsFor } from './search-suggestions.ts';
import { useSuggestionCombobox } from './use-suggestion-combobox.tsx';
import '../help-content.css';

/**
 * The /search page (SPEC section 2): the search box, suggesting pages as the customer types, and
 * ranked results for q, or its error.
 */
export function SearchPage({ q }: { readonly q: string }) {
  const categories = useQuery(categoriesQuery);
  const index = useMemo(
    () => (categories.data ? createSearchIndex(searchDocumentsOf(categories.data)) : undefined),
    [categories.data],
  );
  const hits = useMemo(() => (index && q ? searchHelp(index, q) : []), [index, q]);
  // Suggestions come from the index the page has built: nothing is fetched as the customer types.
  const suggest = useCallback(
    (text: string) => (index ? suggestionsFor(index, text) : []),
    [index],
  );
  const combobox = useSuggestionCombobox(suggest);
  // No words (a search sent before the app ran, or /search on its own): the box's own error,
  // never empty results.
  const empty = q.trim() === '';

  return (
    <div className="page-width search-page">
      <PageHead title={pageTitle(searchCopy.pageTitle)} robots="noindex,nofollow,noarchive" />
      <Breadcrumbs />
      <h1 tabIndex={-1}>{searchCopy.heading}</h1>
      {/* A new query gives a fresh box holding it. */}
      {/* A prerendered page is a plain search form until the app runs; suggestions come once the
          index is built. */}
      <SearchBox
        key={q}
        defaultValue={q}
        arrivedWith={empty ? 'required' : null}
        combobox={isPrerendering() ? undefined : combobox}
      />
      {empty ? null : categories.isPending ? (
        <LoadingStatus text={searchCopy.loading} />
      ) : categories.isError ? (
        <CannotShow
          error={categories.error}
          source="search"
          heading="h2"
          onRetry={() => void categories.refetch()}
        />
      ) : hits.length === 0 ? (
        <NoResults query={q} />
      ) : (
        <section aria-labelledby="search-results-heading" ref={rememberFollowedResults(q)}>
          <h2 id="search-results-heading" {...hiddenFromReplay}>
            {fillMessage(searchCopy.resultsHeading, { query: q })}
          </h2>
          <SearchResults hits={hits} />
        </section>
      )}
    </div>
  );
}

/**
 * A result followed (a click, or Enter on its link) remembers the search for the page it opens,
 * for its "Was this page helpful?" (issue 32). A listener on the list, not on each link.
 */
function rememberFollowedResults(q: string) {
  return (section: HTMLElement | null) => {
    if (!section) return;
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link) rememberSearchThatLedTo(link.href, q);
    };
    section.addEventListener('click', remember);
    return () => section.removeEventListener('click', remember);
  };
}
