/**
 * How many characters of a built file each of its source modules produced, read from the file's
 * source map (version 3: https://tc39.es/ecma426/). A segment runs from its generated column to
 * the next segment on the same line, or to the end of the line; characters no segment maps to
 * (the bundler's own glue) are counted as unmapped.
 */

/** The parts of a source map this reads. */
export interface SourceMapShape {
  readonly sources: readonly string[];
  readonly mappings: string;
}

/** Characters of generated code per source, and those no source claims. */
export interface SourceShares {
  readonly bySource: ReadonlyMap<string, number>;
  readonly unmapped: number;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one segment's Base64 VLQ fields (relative values, as the map stores them). */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    if (digit < 0) throw new Error(`Not a Base64 VLQ digit: "${char}" in "${segment}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** Splits a built file's characters among the sources its map names. */
export function sourceShares(code: string, map: SourceMapShape): SourceShares {
  const bySource = new Map<string, number>();
  const lines = code.split('\n');
  const mappedLines = map.mappings.split(';');
  let sourceIndex = 0;
  let mapped = 0;
  mappedLines.forEach((line, lineIndex) => {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments = line === '' ? [] : line.split(',').map(decodeSegment);
    const starts = segments.map((fields) => (column += fields[0] ?? 0));
    segments.forEach((fields, index) => {
      // Only segments with a source (4 or 5 fields) move the source index and claim code.
      if (fields.length < 4) return;
      sourceIndex += fields[1] ?? 0;
      const end = starts[index + 1] ?? lineLength;
      const length = Math.max(0, Math.min(end, lineLength) - (starts[index] ?? 0));
      const source = map.sources[sourceIndex] ?? `source #${sourceIndex}`;
      bySource.set(source, (bySource.get(source) ?? 0) + length);
      mapped += length;
    });
  });
  return { bySource, unmapped: Math.max(0, code.length - mapped) };
}
