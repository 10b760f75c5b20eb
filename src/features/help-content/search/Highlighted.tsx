import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Text with the matched search terms marked, built as React elements (never innerHTML), so a
 * query or content text can only ever be shown as text.
 */
export function Highlighted({
  text,
  terms,
}: {
  readonly text: string;
  readonly terms: readonly string[];
}) {
  // Longest first, so 'meters' is marked whole rather than as 'meter' + 's'.
  const words = terms
    .filter((term) => term.length > 0)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  const lowerTerms = new Set(terms.map((term) => term.toLowerCase()));
  return (
    <>
      {text
        .split(pattern)
        .map((part, index) =>
          lowerTerms.has(part.toLowerCase()) ? (
            <mark key={index}>{part}</mark>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
    </>
  );
}
