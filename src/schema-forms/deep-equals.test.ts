import { describe, expect, it } from 'vitest';
import { createCustomEqual } from './deep-equals.ts';

describe('deep equality as rjsf asks for it', () => {
  const equals = createCustomEqual({
    circular: true,
    createCustomConfig: () => ({ areFunctionsEqual: (_a, b) => typeof b === 'function' }),
  });

  it('compares answers and schemas by value', () => {
    expect(equals({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true);
    expect(equals({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(equals({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equals([1], { 0: 1, length: 1 })).toBe(false);
    expect(equals(Number.NaN, Number.NaN)).toBe(true);
    expect(equals(new Date(5), new Date(5))).toBe(true);
    expect(equals(new Date(5), new Date(6))).toBe(false);
    expect(equals(/a/g, /a/g)).toBe(true);
    expect(equals(new Map([['k', { v: 1 }]]), new Map([['k', { v: 1 }]]))).toBe(true);
    expect(equals(new Set([1, 2]), new Set([2, 3]))).toBe(false);
    expect(equals(undefined, null)).toBe(false);
  });

  it('ends on structures that hold themselves and leaves out a React element’s owner', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    const b: Record<string, unknown> = { name: 'a' };
    b.self = b;
    expect(equals(a, b)).toBe(true);
    const element = (owner: unknown) => ({ $$typeof: 1, type: 'p', props: {}, _owner: owner });
    expect(equals(element({ fiber: 1 }), element({ fiber: 2 }))).toBe(true);
  });
});
