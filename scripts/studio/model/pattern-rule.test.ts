import { describe, expect, it } from 'vitest';
import { isPattern, patternRegExp } from './pattern-rule.ts';

describe('a pattern rule', () => {
  it('reads a pattern as the validator does: Unicode aware, unanchored unless it says so', () => {
    expect(patternRegExp('^\\p{L}+$')?.test('Tomás')).toBe(true);
    expect(patternRegExp('[0-9]')?.test('abc1')).toBe(true);
    expect([isPattern('^[0-9]+$'), isPattern('[a-z'), isPattern(''), isPattern(3)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
