/**
 * JSON Pointers (RFC 6901), as the lead destinations, the schema check's findings and the
 * content limits write them: one place that escapes and reads them.
 */

/** Escapes a name for a JSON Pointer: '~' as '~0', '/' as '~1'. */
export const pointerPart = (name: string): string => name.replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer's names, unescaped ('/a/b~1c' is a, b/c; '' is none). */
export const pointerSegments = (pointer: string): string[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The value at a path of names in parsed JSON; undefined where the path stops. */
export function valueAtSegments(json: unknown, segments: readonly string[]): unknown {
  return segments.reduce<unknown>(
    (node, name) =>
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[name]
        : undefined,
    json,
  );
}
