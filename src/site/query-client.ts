import { QueryClient } from '@tanstack/react-query';

/** Query defaults of SPEC sections 7 and 9. */
export const queryDefaults = {
  /** Three retries in a browser. */
  retry: 3,
  /** Delay doubles from 1 s, capped at 30 s. */
  retryDelay: (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000),
  staleTime: 30_000,
  /** Cached data is dropped after 5 minutes without observers. */
  gcTime: 5 * 60_000,
  refetchOnWindowFocus: false,
} as const;

/** A query client with the product's defaults; one per app (and one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults },
      // Writes (leads, addresses) are never retried automatically: the customer retries.
      // Writes fail at once when offline (networkMode 'always') so the customer sees the
      // catalogue's message instead of a send that waits forever.
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
