import { useEffect, useRef } from 'react';
import { fillMessage } from '../../../site/fill-message.ts';
import { searchFoundNothing } from '../../../lib/analytics/search-events.ts';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { hiddenFromReplay } from '../../../lib/telemetry/replay-privacy.ts';
import { searchCopy } from './search-copy.ts';

/** Counts each search that found nothing once, as its answer shows (consent-gated, scrubbed). */
function useCountedNoResults(query: string): void {
  // React's development checks run an effect twice on mount: one search is still one.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (counted.current === query) return;
    counted.current = query;
    searchFoundNothing(query);
  }, [query]);
}

/**
 * Zero results: popular topics, contact and emergencies instead of an empty page. The search is
 * counted so content teams see what customers looked for and did not find (issue 32, item 4).
 */
export function NoResults({ query }: { readonly query: string }) {
  useCountedNoResults(query);
  const words = searchCopy.noResults;
  return (
    <section aria-labelledby="no-results-heading" className="no-results">
      <h2 id="no-results-heading" {...hiddenFromReplay}>
        {fillMessage(words.heading, { query })}
      </h2>
      <p>{words.advice}</p>
      <h3>{words.popularHeading}</h3>
      <ul>
        {searchCopy.popularTopics.map((topic) => (
          <li key={topic.link}>
            <ContentLink href={topic.link}>{topic.label}</ContentLink>
          </li>
        ))}
      </ul>
      <ul className="no-results__ways-on">
        <li>
          <ContentLink href={words.contactLink}>{words.contactLabel}</ContentLink>
        </li>
        <li>
          <ContentLink href={words.emergenciesLink}>{words.emergenciesLabel}</ContentLink>
        </li>
      </ul>
    </section>
  );
}
