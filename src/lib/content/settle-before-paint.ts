import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Waits for content a page shows first, so the page paints once, whole, instead of each part
 * arriving on its own and pushing the rest down the screen (layout shift). One attempt and any
 * failure swallowed: a part that failed shows its own fallback, and its component's query
 * retries it after the page has painted, so a service that is down holds the page back no
 * longer than its first answer. Data already cached is used at once (refreshed behind it when
 * stale).
 */
export async function settleBeforePaint<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<TData, Error, TData, TKey>,
): Promise<void> {
  await queryClient
    .ensureQueryData({ ...query, retry: false, revalidateIfStale: true })
    .catch(() => undefined);
}
