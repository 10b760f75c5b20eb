import synonymsFile from '../../../../schemas/messages/search-synonyms.json';

/** Groups of words or phrases that mean the same to a customer. */
export type SynonymGroups = readonly (readonly string[])[];

/** The groups content teams edit (schemas/messages/search-synonyms.json). */
export const searchSynonyms: SynonymGroups = synonymsFile.groups;

// minisearch's own word breaks (spaces and punctuation), so 'top-up' is the words 'top up'.
const wordBreak = /[\n\r\p{Z}\p{P}]+/u;

/** The words of a text as search compares them: lower case, split at spaces and punctuation. */
export function searchWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(wordBreak)
    .filter((word) => word !== '');
}

/** What two terms share when search treats them alike ('Top-up' and 'top up'): '' if no words. */
export function synonymKey(term: string): string {
  return searchWordsOf(term).join(' ');
}

/** One way of putting the customer's query: their own words, or with synonyms put in. */
export interface QueryPhrasing {
  readonly text: string;
  readonly own: boolean;
}

// A long query naming many synonyms would multiply its phrasings; past this, the rest are left out.
const mostPhrasings = 16;

/**
 * The customer's query first, then each phrasing with a synonym in place of a word or phrase of
 * theirs. Terms match whole words, the longest first, whatever the case, hyphens and spaces.
 */
export function phrasingsOf(query: string, groups: SynonymGroups): QueryPhrasing[] {
  const alternatives = groups.map((group) => [...new Set(group.map(synonymKey))]);
  const terms = alternatives
    .flatMap((keys) => keys.map((key) => ({ words: key.split(' '), keys })))
    .sort((a, b) => b.words.length - a.words.length);
  const words = searchWordsOf(query);
  let phrasings: string[][] = [[]];
  for (let at = 0; at < words.length;) {
    const term = terms.find((candidate) =>
      candidate.words.every((word, offset) => words[at + offset] === word),
    );
    const options = term
      ? [term.words.join(' '), ...term.keys.filter((key) => key !== term.words.join(' '))]
      : [words[at] ?? ''];
    phrasings = phrasings
      .flatMap((phrasing) => options.map((option) => [...phrasing, option]))
      .slice(0, mostPhrasings);
    at += term ? term.words.length : 1;
  }
  return [
    { text: query, own: true },
    ...phrasings.slice(1).map((phrasing) => ({ text: phrasing.join(' '), own: false })),
  ];
}
