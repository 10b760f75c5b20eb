import { describe, expect, it } from 'vitest';
import { decodeSegment, sourceShares } from './source-map-shares.ts';

describe('a source map segment', () => {
  it.each([
    ['AAAA', [0, 0, 0, 0]],
    ['GCAA', [3, 1, 0, 0]],
    ['AAgBC', [0, 0, 16, 1]],
    ['D', [-1]],
  ])('%s decodes to %j', (segment, fields) => {
    expect(decodeSegment(segment)).toEqual(fields);
  });

  it('names a character that is not Base64', () => {
    expect(() => decodeSegment('A!')).toThrow('"!"');
  });
});

describe("a built file's characters per source module", () => {
  it('runs each segment to the next one on its line, or to the end of the line', () => {
    const shares = sourceShares('abcdef\nxyz', {
      sources: ['a.ts', 'b.ts'],
      mappings: 'AAAA,GCAA;AAAA',
    });
    expect(Object.fromEntries(shares.bySource)).toEqual({ 'a.ts': 3, 'b.ts': 6 });
    // The line break belongs to no source.
    expect(shares.unmapped).toBe(1);
  });

  it('leaves code that only a column-only segment covers unmapped', () => {
    const shares = sourceShares('glue();code()', { sources: ['a.ts'], mappings: 'A,MAAA' });
    expect(Object.fromEntries(shares.bySource)).toEqual({ 'a.ts': 7 });
    expect(shares.unmapped).toBe(6);
  });
});
