import { queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../site/query-client.ts';
import { settleBeforePaint } from './settle-before-paint.ts';

describe('content a page waits for before it paints', () => {
  it('is fetched once and cached for the page', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn().mockResolvedValue({ title: 'Outage' });
    const query = queryOptions({ queryKey: ['content', 'outage'], queryFn });
    await settleBeforePaint(queryClient, query);
    expect(queryClient.getQueryData(query.queryKey)).toEqual({ title: 'Outage' });
    await settleBeforePaint(queryClient, query);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('holds the page back for one attempt only: a failure settles at once, unretried', async () => {
    const queryClient = createQueryClient();
    const queryFn = vi.fn().mockRejectedValue(new Error('503'));
    const query = queryOptions({ queryKey: ['content', 'videos'], queryFn });
    await expect(settleBeforePaint(queryClient, query)).resolves.toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
    // The part's own query (with the retries of SPEC section 9) takes it from here.
    expect(queryClient.getQueryState(query.queryKey)?.status).toBe('error');
  });
});
