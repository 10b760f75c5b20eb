import type { QueryClient } from '@tanstack/react-query';
import { settleBeforePaint } from '../../../lib/content/settle-before-paint.ts';
import { sanitisersLoaded } from '../../../lib/sanitise/load-sanitisers.ts';
import { categoriesQuery } from '../categories/help-categories.ts';
import { helpVideosQuery, serviceOutageQuery } from './home-content-queries.ts';

/**
 * The help home's content and the sanitisers for its HTML, asked for side by side; resolves when
 * each has answered once, so the home paints whole. A part that failed shows its own fallback
 * and retries on its own.
 */
export async function prefetchHomeContent(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    settleBeforePaint(queryClient, categoriesQuery),
    settleBeforePaint(queryClient, serviceOutageQuery),
    settleBeforePaint(queryClient, helpVideosQuery),
    // Its tiles and outage banner show content HTML.
    sanitisersLoaded(),
  ]);
}
