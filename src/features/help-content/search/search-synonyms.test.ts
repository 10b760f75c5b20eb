import { describe, expect, it } from 'vitest';
import { phrasingsOf, synonymKey } from './search-synonyms.ts';

const groups = [
  ['top up', 'top-up', 'topup'],
  ['meter reading', 'read my meter'],
  ['e7', 'economy 7'],
];
const texts = (query: string) => phrasingsOf(query, groups).map((phrasing) => phrasing.text);

describe('query phrasings with synonyms', () => {
  it('treats capitals, hyphens and spaces alike', () => {
    expect(synonymKey(' Top-Up ')).toBe('top up');
    expect(synonymKey('-')).toBe('');
    expect(texts('topup')).toEqual(['topup', 'top up']);
    expect(texts('Top-Up')).toEqual(['Top-Up', 'topup']);
    expect(texts('top up')).toEqual(['top up', 'topup']);
  });

  it('keeps the customer’s own words first, marked as theirs', () => {
    expect(phrasingsOf('e7 topup', groups)).toEqual([
      { text: 'e7 topup', own: true },
      { text: 'e7 top up', own: false },
      { text: 'economy 7 topup', own: false },
      { text: 'economy 7 top up', own: false },
    ]);
  });

  it('matches whole words and whole phrases only, the longest first', () => {
    expect(texts('topups')).toEqual(['topups']);
    expect(texts('read my meters')).toEqual(['read my meters']);
    expect(texts('how to read my meter')).toEqual(['how to read my meter', 'how to meter reading']);
  });

  it('leaves a query with no synonym as it is', () => {
    expect(phrasingsOf('smell gas', groups)).toEqual([{ text: 'smell gas', own: true }]);
  });
});
