// First: takes sign-in tokens out of the address bar before any other code runs (issue 6).
import './lib/identity/clear-token-fragment.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './site/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { prerenderedHeadAttribute } from './site/prerendering.ts';
import { loadNewerReleaseOnNavigation } from './lib/recovery/load-newer-release.ts';
import { followHistoryBeforeStart } from './app/follow-history-before-start.ts';
import { eachInItsOwnTask } from './lib/loading/each-in-its-own-task.ts';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/buttons.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
loadNewerReleaseOnNavigation(router);
followHistoryBeforeStart(router);

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

const render = (loaded: Awaited<typeof takeover>) => {
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
          <RouterProvider router={router} />
        </QueryClientProvider>
        {takingOver}
      </StrictMode>,
    );
  });
};
// The first page's loading starts in a task of its own: evaluating the app's modules is one long
// task already, and the router's first matching and loaders were adding to it.
eachInItsOwnTask([
  () => {
    router.load().then(
      () => takeover.then(render),
      (error: unknown) => {
        console.error(error);
        void takeover.then(render);
      },
    );
  },
]);
