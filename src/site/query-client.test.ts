import { describe, expect, it } from 'vitest';
import { createQueryClient, queryDefaults } from './query-client.ts';

describe('query defaults (SPEC sections 7 and 9)', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it('retries 3 times, waits 30 s before data is stale, drops unused data after 5 minutes, no refetch on focus', () => {
    expect(defaults.queries).toMatchObject({
      retry: 3,
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
    });
  });

  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => queryDefaults.retryDelay(attempt));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('never retries a write behind the customer', () => {
    expect(defaults.mutations?.retry).toBe(0);
  });

  it('fails a write at once when offline instead of pausing it, so the customer is told', () => {
    expect(defaults.mutations?.networkMode).toBe('always');
  });
});
