import { fillMessage } from '../../../site/fill-message.ts';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { searchCopy } from './search-copy.ts';

/** Zero results: popular topics, contact and emergencies instead of an empty page. */
export function NoResults({ query }: { readonly query: string }) {
  const words = searchCopy.noResults;
  return (
    <section aria-labelledby="no-results-heading" className="no-results">
      <h2 id="no-results-heading">{fillMessage(words.heading, { query })}</h2>
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
