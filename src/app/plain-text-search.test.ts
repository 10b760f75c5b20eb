import { describe, expect, it } from 'vitest';
import { parsePlainSearch, stringifyPlainSearch } from './plain-text-search.ts';

const roundTrip = (text: string) => parsePlainSearch(stringifyPlainSearch({ q: text })).q;

describe('search parameters as plain text (SPEC section 2: q is the URL-encoded text)', () => {
  it.each([
    ['the power-cut number', '105', '?q=105'],
    ['quotes', '"quoted"', '?q=%22quoted%22'],
    ['a word JSON would read as a boolean', 'true', '?q=true'],
    ['a word JSON would read as null', 'null', '?q=null'],
    ['braces', '{}', '?q=%7B%7D'],
    ['Cyrillic', 'Привет', '?q=%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82'],
    ['Japanese', '電気', '?q=%E9%9B%BB%E6%B0%97'],
    ['characters a query string uses', '&=?#+%', '?q=%26%3D%3F%23%2B%25'],
    ['spaces', 'smart meter', '?q=smart+meter'],
    ['an empty answer', '', '?q='],
  ])('writes %s as the text itself and reads it back unchanged', (_name, text, written) => {
    expect(stringifyPlainSearch({ q: text })).toBe(written);
    expect(roundTrip(text)).toBe(text);
  });

  it('reads every value as text, with or without the leading question mark', () => {
    expect(parsePlainSearch('?q=105&a=true&b=null&c=%7B%7D&d=-1.5')).toEqual({
      q: '105',
      a: 'true',
      b: 'null',
      c: '{}',
      d: '-1.5',
    });
    expect(parsePlainSearch('q=%22105%22')).toEqual({ q: '"105"' });
    expect(parsePlainSearch('')).toEqual({});
  });

  it('keeps the first value of a name given twice', () => {
    expect(parsePlainSearch('?q=first&q=second')).toEqual({ q: 'first' });
  });

  it('keeps a name that is also a property of every object as a plain value', () => {
    const search = parsePlainSearch('?__proto__=x&constructor=y');
    expect(Object.getOwnPropertyDescriptor(search, '__proto__')?.value).toBe('x');
    expect(search.constructor).toBe('y');
  });

  it('writes numbers and booleans as their text and leaves out names without a value', () => {
    expect(stringifyPlainSearch({ q: 105, a: true, b: undefined, c: null })).toBe('?q=105&a=true');
    expect(stringifyPlainSearch({})).toBe('');
    expect(stringifyPlainSearch({ q: undefined })).toBe('');
  });

  it('refuses a structured value, which no address of the site carries', () => {
    expect(() => stringifyPlainSearch({ q: { text: 'x' } })).toThrow(/"q" must be text/);
    expect(() => stringifyPlainSearch({ q: ['a', 'b'] })).toThrow(/"q" must be text/);
  });
});
