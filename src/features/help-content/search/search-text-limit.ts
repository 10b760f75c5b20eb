/**
 * The longest search the site takes (SPEC sections 2 and 9: at most 2000 characters), on its own
 * so the router's reading of /search addresses, which every page of the app carries, does not
 * bring the search words with it (issue 40). search.json's `maxLength` says the same, for the
 * words; search-text-limit.test.ts holds the two together.
 */
export const searchTextLimit = 2000;
