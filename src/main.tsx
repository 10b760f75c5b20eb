// First: takes sign-in tokens out of the address bar before any other code runs (issue 6).
import './lib/identity/clear-token-fragment.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserHistory, type RouterHistory } from '@tanstack/react-router';
import { createQueryClient } from './site/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { prerenderedHeadAttribute } from './site/prerendering.ts';
import { appFailedEvent } from './site/app-failed-event.ts';
import { loadInFullWhereNeeded } from './lib/recovery/load-in-full.ts';
import { fetchNextStepWithEachStep } from './lib/loading/next-step-code.ts';
import { followHistoryBeforeStart } from './app/follow-history-before-start.ts';
import { eachInItsOwnTask } from './lib/loading/each-in-its-own-task.ts';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/buttons.css';

const queryClient = createQueryClient();
// Created in tasks of their own (below), after the modules' evaluation.
let history: RouterHistory | undefined;
let router: ReturnType<typeof createAppRouter> | undefined;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first page's loaders (its content requests and its code) start in the next task (below),
// not after React's first render. React renders once they have settled, inside a transition,
// so the first render is done in slices that leave the main thread free for input instead of in
// one long task; the router sees its location already loaded and does not load it again.

// On a prerendered page (decision 015) the first render replaces the page's HTML with the app's
// own, identical elements, keeping what the visitor typed there meanwhile. The code that does it
// loads beside the first page's loaders, and only on such a page.
const takeover = (
  root.hasChildNodes()
    ? import('./app/prerender/PrerenderedPageTakeover.tsx')
    : Promise.resolve(undefined)
).catch((error: unknown) => {
  // Without it the app still renders over the page; only what was typed there is not kept.
  console.error(error);
  return undefined;
});

const render = (appRouter: NonNullable<typeof router>, loaded: Awaited<typeof takeover>) => {
  // The app has started: the page's static error content (index.html) is no longer needed.
  document.getElementById('site-fallback')?.remove();
  document.querySelector('[data-needs-javascript-page]')?.remove();
  root.style.removeProperty('display');
  // Each page renders its own title (PageHead); the shell's would be a second one. A
  // prerendered page's marked title gives way when the app takes over, as its other tags do.
  for (const title of document.head.querySelectorAll(`title:not([${prerenderedHeadAttribute}])`)) {
    title.remove();
  }
  const takingOver = loaded?.takeOverPrerenderedPage(root);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={appRouter} />
        </QueryClientProvider>
        {takingOver}
      </StrictMode>,
    );
  });
};
// The app starts in tasks of its own after its modules' evaluation, which is one long task
// already: the browser's history (16 of the router's 22 ms of creation here, most of it the
// history's first replaceState), then the router, then the first page's loading.
eachInItsOwnTask([
  () => {
    history = createBrowserHistory();
  },
  () => {
    router = createAppRouter(queryClient, { history });
    loadInFullWhereNeeded(router);
    followHistoryBeforeStart(router);
    fetchNextStepWithEachStep(router);
  },
  () => {
    const appRouter = router;
    if (!appRouter) {
      // Its creation threw (logged above): the page shows its static error content at once, as
      // when the entry fails to load, rather than when the watch for a stuck start gives up.
      window.dispatchEvent(new Event(appFailedEvent));
      return;
    }
    const renderLoaded = (loaded: Awaited<typeof takeover>) => render(appRouter, loaded);
    appRouter.load().then(
      () => takeover.then(renderLoaded),
      (error: unknown) => {
        console.error(error);
        void takeover.then(renderLoaded);
      },
    );
  },
]);
