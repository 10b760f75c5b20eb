/**
 * A pattern rule as the form's validator reads it: JSON Schema's `pattern`, which ajv compiles as
 * a Unicode regular expression (so `\p{L}` means any letter), unanchored unless it says ^ and $.
 */

/** The regular expression a pattern makes, or undefined when it is not one. */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** Whether a pattern is a regular expression the validator and browsers can use. */
export const isPattern = (pattern: unknown): boolean =>
  typeof pattern === 'string' && pattern !== '' && patternRegExp(pattern) !== undefined;
