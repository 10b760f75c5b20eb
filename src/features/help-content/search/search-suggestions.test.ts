import { describe, expect, it } from 'vitest';
import categoriesDocument from '../../../../content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';
import { toHelpCategories } from '../categories/read-help-categories.ts';
import { createSearchIndex, searchDocumentsOf, searchHelp } from './search-index.ts';
import { movedActive, suggestionsFor } from './search-suggestions.ts';

const categories = toHelpCategories(categoriesDocument as Parameters<typeof toHelpCategories>[0]);
const index = createSearchIndex(searchDocumentsOf(categories));
const titles = (text: string) => suggestionsFor(index, text).map((suggestion) => suggestion.title);

describe('suggestions as the customer types (issue 32, item 4)', () => {
  it('suggests the pages the search would find first, from a word begun', () => {
    expect(titles('top')).toContain('How to top up your pay as you go meter');
    expect(titles('top')).toEqual(
      searchHelp(index, 'top')
        .filter(({ document }) => !document.external)
        .slice(0, 5)
        .map(({ document }) => document.title),
    );
  });

  it("understands customers' words as the search does (synonyms)", () => {
    expect(titles('topup')).toContain('How to top up your pay as you go meter');
    expect(titles('dd')).toContain('Set up a Direct Debit');
  });

  it('suggests at most five, each with its link and where it is', () => {
    const suggestions = suggestionsFor(index, 'meter');
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      kind: expect.stringMatching(/^(article|category)$/),
      categoryTitle: expect.any(String),
      link: expect.stringMatching(/^\/help-and-support\//),
    });
  });

  it('suggests nothing for fewer than two characters or words no page has', () => {
    expect(titles('t')).toEqual([]);
    expect(titles('  ')).toEqual([]);
    expect(titles('xylophone quasar')).toEqual([]);
  });

  it('never suggests a page on another site', () => {
    const external = searchDocumentsOf(categories).filter((document) => document.external);
    expect(external.length).toBeGreaterThan(0);
    for (const { title } of external) {
      expect(suggestionsFor(index, title).map((suggestion) => suggestion.title)).not.toContain(
        title,
      );
    }
  });
});

describe('moving through the suggestions with the arrow keys', () => {
  it.each([
    [null, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 2],
    [2, 3, 'ArrowUp', 1],
    [0, 3, 'ArrowUp', null],
    [null, 3, 'ArrowUp', null],
    [null, 0, 'ArrowDown', null],
  ] as const)('from %s of %s, %s goes to %s', (active, count, key, expected) => {
    expect(movedActive(active, count, key)).toBe(expected);
  });
});
