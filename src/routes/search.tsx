import { createFileRoute, redirect } from '@tanstack/react-router';
import { SearchPage } from '../features/help-content/search/SearchPage.tsx';
import {
  hasOtherSearchParams,
  parseSearchParams,
} from '../features/help-content/search/search-params.ts';

/** Keyword search (SPEC section 2): /search?q={text}&initiated={path}, and nothing else. */
export const Route = createFileRoute('/search')({
  validateSearch: parseSearchParams,
  beforeLoad: ({ location, search }) => {
    // `search` also carries the root route's raw parameters: name the two that are kept.
    if (hasOtherSearchParams(location.search)) {
      const kept = { q: search.q, initiated: search.initiated };
      throw redirect({ to: '/search', search: kept, replace: true });
    }
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q } = Route.useSearch();
  return <SearchPage q={q ?? ''} />;
}
