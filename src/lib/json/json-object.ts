/**
 * Whether a parsed JSON value is an object (not null, not a list): a schema, a UI schema, an
 * answer given as an address. The one guard every reader of JSON uses.
 */
export const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
