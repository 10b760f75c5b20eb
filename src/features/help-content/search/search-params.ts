import { searchTextLimit } from './search-text-limit.ts';

/** The only things the /search address may carry (SPEC section 2: q and initiated). */
export interface SearchParams {
  readonly q?: string;
  readonly initiated?: string;
}

// The router reads every parameter as plain text (src/app/plain-text-search.ts).
const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Reads q (the search text, at most 2000 characters) and initiated (the path the search was
 * made from: a path on this host only, never another site) from the address; anything else
 * is dropped.
 */
export function parseSearchParams(raw: Record<string, unknown>): SearchParams {
  const q = asText(raw.q)?.trim();
  const initiated = asText(raw.initiated);
  return {
    q: q && q.length <= searchTextLimit ? q : undefined,
    initiated: initiated && /^\/(?![/\\])/.test(initiated) ? initiated : undefined,
  };
}

/** Whether the address carries anything besides q and initiated. */
export function hasOtherSearchParams(raw: Record<string, unknown>): boolean {
  return Object.keys(raw).some((key) => key !== 'q' && key !== 'initiated');
}
