import { describe, expect, it } from 'vitest';
import { isJsonObject } from './json-object.ts';

describe('isJsonObject', () => {
  it.each([[{}], [{ type: 'string' }], [Object.create(null) as object]])(
    'takes %j as an object',
    (value) => {
      expect(isJsonObject(value)).toBe(true);
    },
  );

  it.each([[null], [[]], [['a']], ['text'], [1], [true], [undefined]])(
    'does not take %j as an object',
    (value) => {
      expect(isJsonObject(value)).toBe(false);
    },
  );
});
