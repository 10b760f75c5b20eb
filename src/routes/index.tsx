import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/help-content/categories/help-categories.ts';
import { HelpHome } from '../features/help-content/home/HelpHome.tsx';
import { settleBeforePaint } from '../lib/content/settle-before-paint.ts';

/**
 * The help home (SPEC section 2). Its parts load side by side and the page paints once they have
 * answered; a part that failed shows its own fallback, so none blanks the page.
 */
export const Route = createFileRoute('/')({
  // Loaders stay in the entry bundle: the content code (validators included) loads on demand.
  loader: async ({ context: { queryClient } }) => {
    // The largest request starts first thing, beside the code of the home's other parts.
    const categories = settleBeforePaint(queryClient, categoriesQuery);
    const { prefetchHomeContent } =
      await import('../features/help-content/home/prefetch-home-content.ts');
    await Promise.all([categories, prefetchHomeContent(queryClient)]);
  },
  component: HelpHome,
});
