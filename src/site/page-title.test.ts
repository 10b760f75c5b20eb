import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title.ts';

// The one place tests spell a page title out; other tests ask pageTitle for theirs.
describe('pageTitle', () => {
  it("is '{title} - Help & Support - {brand}' (SPEC section 2)", () => {
    expect(pageTitle('Economy 7 meters')).toBe('Economy 7 meters - Help & Support - British Gas');
  });
});
