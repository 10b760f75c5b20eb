import { fillMessage } from '../../../site/fill-message.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import { Highlighted } from './Highlighted.tsx';
import { searchCopy } from './search-copy.ts';
import type { SearchHit } from './search-index.ts';

/** The ranked results, best first, with the matched words marked. */
export function SearchResults({ hits }: { readonly hits: readonly SearchHit[] }) {
  return (
    <>
      <p className="search-results__count">
        {hits.length === 1
          ? searchCopy.resultCountOne
          : fillMessage(searchCopy.resultCount, { count: hits.length })}
      </p>
      <ol className="search-results">
        {hits.map(({ document, terms }) => (
          <li key={document.id} className="search-results__item">
            <h3 className="search-results__title">
              <HelpLink href={document.link} external={document.external}>
                <Highlighted text={document.title} terms={terms} />
              </HelpLink>
            </h3>
            <p className="search-results__meta">
              {document.kind === 'category'
                ? searchCopy.categoryResult
                : fillMessage(searchCopy.articleResult, { category: document.categoryTitle })}
            </p>
            {document.description ? (
              <p className="search-results__description">
                <Highlighted text={document.description} terms={terms} />
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
