import { describe, expect, it } from 'vitest';
import { patternVerdict } from './PatternTry.tsx';

describe('trying an answer against a pattern', () => {
  it('says in plain words whether it matches, and the message shown when it does not', () => {
    expect(patternVerdict('^[0-9]+$', '01234', 'Enter numbers only')).toBe(
      '"01234" matches the pattern: the form accepts it.',
    );
    expect(patternVerdict('^[0-9]+$', '12a', 'Enter numbers only')).toBe(
      '"12a" does not match the pattern: the customer would see "Enter numbers only".',
    );
    expect(patternVerdict('[0-9', '1', '')).toMatch(/^The pattern is not a regular expression/);
    expect(patternVerdict('^[0-9]+$', '', '')).toBe('');
  });
});
