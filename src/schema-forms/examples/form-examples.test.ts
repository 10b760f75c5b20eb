import { describe, expect, it } from 'vitest';
import { resolveDatePlaceholder, resolveExampleData } from './form-examples.ts';

const now = new Date(2024, 2, 31, 9, 0); // 31 March 2024, a leap year

describe('example date placeholders', () => {
  it.each([
    ['@today', '2024-03-31'],
    ['@today+1d', '2024-04-01'],
    ['@today-3d', '2024-03-28'],
    ['@today-1m', '2024-02-29'],
    ['@today-1m-1d', '2024-02-28'],
  ])('%s on 31 March 2024 is %s', (text, expected) => {
    expect(resolveDatePlaceholder(text, now)).toBe(expected);
  });

  it('leaves other text alone, deep inside the data', () => {
    expect(resolveExampleData({ a: ['@today', 'today'], b: { c: '@today-1d' } }, now)).toEqual({
      a: ['2024-03-31', 'today'],
      b: { c: '2024-03-30' },
    });
  });
});
