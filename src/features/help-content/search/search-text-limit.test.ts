import { describe, expect, it } from 'vitest';
import { searchCopy } from './search-copy.ts';
import { searchTextLimit } from './search-text-limit.ts';

describe('the search text limit', () => {
  it('is the one the search words give', () => {
    expect(searchTextLimit).toBe(searchCopy.maxLength);
  });
});
