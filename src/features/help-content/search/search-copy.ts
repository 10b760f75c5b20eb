import copy from '../../../../schemas/messages/search.json';

/** Words of the search box and search page (schemas/messages/search.json). */
export const searchCopy = copy;

/** What is wrong with a search, if anything (SPEC sections 5 and 9: required, at most 2000). */
export type SearchProblem = 'required' | 'tooLong';

/** Checks search text as the customer typed it. */
export function checkSearchText(text: string): SearchProblem | null {
  if (text.trim() === '') return 'required';
  if (text.length > searchCopy.maxLength) return 'tooLong';
  return null;
}
