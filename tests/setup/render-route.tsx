import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { queryDefaults } from '../../src/site/query-client.ts';
import { createAppRouter } from '../../src/app/router.tsx';
import { basePath } from '../../src/site/site-paths.ts';

/** A query client like the app's, but failing at once: tests never wait for retry delays. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { ...queryDefaults, retry: false }, mutations: { retry: 0 } },
  });
}

/**
 * Renders the whole app (root layout and all) at a path below the base path, e.g.
 * renderRoute('/complaints/pay-as-you-go'), on a memory history. Each call is a fresh page load:
 * a new router, query cache and jotai store, with sessionStorage kept, so rendering the same
 * path again after unmount() is what a reload does.
 */
export function renderRoute(path: string) {
  const queryClient = createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [`${basePath}${path}`] });
  const router = createAppRouter(queryClient, { history });
  const store = createStore();
  const view = render(
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return { ...view, router, history, queryClient, store };
}
