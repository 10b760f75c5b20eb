import { camel } from 'kitsu-core';

/** Deeply converts kebab-case and snake_case keys to camelCase (SPEC section 7), leaving values alone. */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [camel(key), camelKeys(inner)]),
  );
}
