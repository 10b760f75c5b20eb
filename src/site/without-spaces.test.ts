import { describe, expect, it } from 'vitest';
import { withoutSpaces } from './without-spaces.ts';

describe('withoutSpaces', () => {
  it.each([
    ['0800 111 999', '0800111999'],
    [' 07911 123 456 ', '07911123456'],
    ['+44\t7911\u00a0123456', '+447911123456'],
    ['07911123456', '07911123456'],
  ])('%j travels as %j', (typed, sent) => {
    expect(withoutSpaces(typed)).toBe(sent);
  });
});
