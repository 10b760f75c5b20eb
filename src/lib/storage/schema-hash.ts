/**
 * A short, stable fingerprint of JSON values (FNV-1a over a key-sorted JSON text). Drafts carry
 * the one of their form's answer shape (src/schema-forms/answer-shape-hash.ts), so a draft typed
 * against an older form is dropped rather than half-applied.
 */
export function schemaHash(...schemas: readonly unknown[]): string {
  const text = stableStringify(schemas);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** JSON text with object keys sorted, so key order in a schema file does not change the hash. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => `${JSON.stringify(key)}:${stableStringify(inner)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
