import { describe, expect, it } from 'vitest';
import { pointerPart, pointerSegments, valueAtSegments } from './json-pointer.ts';

describe('JSON Pointers (RFC 6901)', () => {
  it('escape a name and read it back', () => {
    expect(pointerPart('a/b~c')).toBe('a~1b~0c');
    expect(pointerSegments(`/x/${pointerPart('a/b~c')}`)).toEqual(['x', 'a/b~c']);
    expect(pointerSegments('')).toEqual([]);
  });

  it('find the value a path names, and nothing where the path stops', () => {
    const json = { data: { attributes: { list: ['first'] } } };
    expect(valueAtSegments(json, pointerSegments('/data/attributes/list/0'))).toBe('first');
    expect(valueAtSegments(json, ['data', 'missing', 'deeper'])).toBeUndefined();
    expect(valueAtSegments(json, [])).toBe(json);
  });
});
