import { createFileRoute } from '@tanstack/react-router';
import { HelpHome } from '../features/help-content/home/HelpHome';

/**
 * The help home (SPEC section 2). Its parts load side by side and the page paints once they have
 * answered; a part that failed shows its own fallback, so none blanks the page.
 */
export const Route = createFileRoute('/')({
  // Loaders stay in the entry bundle: the content code (validators included) loads on demand.
  loader: async ({ context: { queryClient } }) => {
    const { prefetchHomeContent } =
      await import('../features/help-content/home/prefetch-home-content');
    await prefetchHomeContent(queryClient);
  },
  component: HelpHome,
});
