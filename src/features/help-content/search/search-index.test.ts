import { describe, expect, it } from 'vitest';
import categoriesDocument from '../../../../content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';
import { toHelpCategories } from '../categories/read-help-categories.ts';
import { createSearchIndex, searchDocumentsOf, searchHelp } from './search-index.ts';

const categories = toHelpCategories(categoriesDocument as Parameters<typeof toHelpCategories>[0]);
const index = createSearchIndex(searchDocumentsOf(categories));
const titles = (query: string) => searchHelp(index, query).map((hit) => hit.document.title);

describe('help search (minisearch over the categories content)', () => {
  it('finds categories and articles, best match first', () => {
    expect(titles('direct debit').slice(0, 2)).toEqual([
      'Set up a Direct Debit',
      'Change your Direct Debit amount or date',
    ]);
    expect(titles('meters')[0]).toBe('Meters');
  });

  it('tolerates typos and matches the start of a word', () => {
    expect(titles('econmy 7')).toContain('Economy 7 meters');
    expect(titles('bereave')).toContain('Dealing with an account after someone dies');
  });

  it('searches article labels and descriptions, not only titles', () => {
    // 'cant' is only in the label help-if-you-cant-pay; 'standing charges' only in a description.
    expect(titles('cant')).toContain('Help if you cannot pay your energy bill');
    expect(titles('standing charges')).toContain('Understanding your energy bill');
  });

  it('links each hit to its page and says which words matched', () => {
    const [hit] = searchHelp(index, 'smell gas');
    expect(hit?.document.link).toBe('/help-and-support/emergencies/smell-gas');
    expect(hit?.terms).toEqual(expect.arrayContaining(['smell', 'gas']));
  });

  it('finds nothing for words no content has', () => {
    expect(titles('xylophone quasar')).toEqual([]);
  });
});

describe('help search with the synonyms content teams edit', () => {
  it.each([
    ['topup', 'How to top up your pay as you go meter'],
    ['top-up', 'How to top up your pay as you go meter'],
    ['top up', 'How to top up your pay as you go meter'],
    ['TOPUP', 'How to top up your pay as you go meter'],
    ['statement', 'Understanding your energy bill'],
    ['e7', 'Economy 7 meters'],
    ['ihd', 'Using your in-home display'],
    ['smart display', 'Using your in-home display'],
    ['dd', 'Set up a Direct Debit'],
    ['payg', 'How to top up your pay as you go meter'],
    ['prepayment', 'Switching from pay as you go to a credit meter'],
    ['read my meter', 'Give us a meter reading'],
    ['move home', 'Moving home'],
    ['heating', 'Book your annual boiler service'],
  ])('"%s" finds "%s"', (query, title) => {
    expect(titles(query)).toContain(title);
  });

  it("ranks the customer's own words above a synonym", () => {
    // 'heating' is in these titles; 'Boiler pressure is low' has only its synonym 'boiler'.
    const found = titles('heating');
    expect(found.indexOf('No heating or hot water')).toBeLessThan(
      found.indexOf('Boiler pressure is low'),
    );
    expect(titles('topup')).toEqual(titles('top up'));
  });

  it('leaves a query that names no synonym as it was', () => {
    for (const query of ['smell gas', 'econmy 7', 'standing charges']) {
      expect(searchHelp(index, query)).toEqual(searchHelp(index, query, []));
    }
  });
});
