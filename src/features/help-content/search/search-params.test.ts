import { describe, expect, it } from 'vitest';
import { checkSearchText } from './search-copy.ts';
import { hasOtherSearchParams, parseSearchParams } from './search-params.ts';

describe('the search address (SPEC section 2: q and initiated only)', () => {
  it('reads q and initiated', () => {
    expect(
      parseSearchParams({ q: ' smart meter ', initiated: '/help-and-support/meters' }),
    ).toEqual({
      q: 'smart meter',
      initiated: '/help-and-support/meters',
    });
  });

  it('takes the text the router read, and nothing that is not text', () => {
    expect(parseSearchParams({ q: '105' }).q).toBe('105');
    expect(parseSearchParams({ q: ['a', 'b'], initiated: { path: '/' } })).toEqual({});
  });

  it('drops a q over 2000 characters and an initiated that is not a path of this site', () => {
    expect(parseSearchParams({ q: 'a'.repeat(2001) }).q).toBeUndefined();
    for (const initiated of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:x',
    ]) {
      expect(parseSearchParams({ initiated }).initiated).toBeUndefined();
    }
  });

  it('notices anything else in the address', () => {
    expect(hasOtherSearchParams({ q: 'x', initiated: '/' })).toBe(false);
    expect(hasOtherSearchParams({ q: 'x', email: 'a@b.c' })).toBe(true);
  });
});

describe('search text rules (SPEC sections 5 and 9)', () => {
  it('is required', () => {
    expect(checkSearchText('')).toBe('required');
    expect(checkSearchText('   ')).toBe('required');
  });

  it('is at most 2000 characters', () => {
    expect(checkSearchText('a'.repeat(2000))).toBeNull();
    expect(checkSearchText('a'.repeat(2001))).toBe('tooLong');
  });
});
