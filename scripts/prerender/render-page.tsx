import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../../src/site/query-client.ts';
import { createAppRouter } from '../../src/app/router.tsx';
import { basePath } from '../../src/site/site-paths.ts';
import { loadNeedsJavaScript } from '../../src/lib/loading/load-needs-javascript.ts';
import { sanitisersLoaded } from '../../src/lib/sanitise/load-sanitisers.ts';
import {
  takeSanitisedAtBuild,
  type SanitisedAtBuild,
} from '../../src/lib/sanitise/sanitised-at-build.ts';

/**
 * Renders one page of the site with its own router, query cache and components, in the DOM the
 * prerenderer installed (jsdom), and returns what a browser would first paint. Loaded through
 * Vite, so the modules are the build's: the same configuration, copy and validators.
 */

/** A page's first paint, or why it has none. */
export type RenderedPage =
  | {
      readonly kind: 'page';
      /** The inner HTML of #root. */
      readonly html: string;
      /** What React hoisted into <head>: title, description, robots, canonical and scripts. */
      readonly head: string;
      /** The route that rendered it, as the router names it (e.g. '/$category/$article'). */
      readonly routeId: string;
      /** The content HTML it showed, each beside what DOMPurify made of it. */
      readonly sanitised: SanitisedAtBuild;
    }
  | { readonly kind: 'skipped'; readonly reason: string };

const settleCheckMs = 50;
const settleTimeoutMs = 15_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders `path` (below the base path, e.g. '/meters') and waits until nothing changes. */
export async function renderPage(path: string): Promise<RenderedPage> {
  // Content that fails is not baked into a page: one attempt, no retry delays.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const history = createMemoryHistory({ initialEntries: [`${basePath}${path}`] });
  const router = createAppRouter(queryClient, { history });
  // Each page renders in a document of its own, so its <head> holds only what this page asked
  // for: React keeps the async scripts it hoisted into a document for that document's life, and
  // in one shared document every page after a flagged article carried its content scripts
  // (SPEC section 2: only a flagged article loads them).
  const pageDocument = document.implementation.createHTMLDocument();
  const container = pageDocument.createElement('div');
  pageDocument.body.append(container);
  const root = createRoot(container);
  // Sanitised as it renders, so each piece of content HTML is noted with what it became.
  await sanitisersLoaded();
  takeSanitisedAtBuild();
  // A form's page says it needs JavaScript, from a chunk the browser never loads: in before the
  // render, so no page is taken before it shows.
  await loadNeedsJavaScript();
  try {
    await router.load();
    root.render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const html = await settledHtml(container, () => queryClient.isFetching() === 0);
    if (html === undefined) return { kind: 'skipped', reason: 'still changing after 15 s' };
    if (container.querySelector('[data-page-not-found]'))
      return { kind: 'skipped', reason: 'no page of the site: it sends the visitor elsewhere' };
    const landed = router.state.location.pathname;
    if (landed !== path) return { kind: 'skipped', reason: `went to ${landed}` };
    if (router.state.matches.some((match) => match.status !== 'success'))
      return { kind: 'skipped', reason: 'a route did not load' };
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error');
    if (failed.length > 0)
      return { kind: 'skipped', reason: `content failed: ${failed.map((q) => q.queryHash)}` };
    // An article's content scripts (SPEC section 2) are async scripts React hoists to <head>.
    const head = [
      ...pageDocument.head.querySelectorAll(
        'title, meta[name], link[rel="canonical"], script[async][src]',
      ),
    ]
      .map((element) => element.outerHTML)
      .join('');
    const routeId = router.state.matches.at(-1)?.routeId ?? '';
    return { kind: 'page', html, head, routeId, sanitised: takeSanitisedAtBuild() };
  } finally {
    root.unmount();
    container.remove();
    queryClient.clear();
  }
}

/** The container's HTML once it has not changed, with no query fetching, for three checks. */
async function settledHtml(
  container: HTMLElement,
  idle: () => boolean,
): Promise<string | undefined> {
  let last = '';
  let still = 0;
  for (let waited = 0; waited < settleTimeoutMs; waited += settleCheckMs) {
    await wait(settleCheckMs);
    const html = container.innerHTML;
    still = html === last && idle() && html !== '' ? still + 1 : 0;
    last = html;
    if (still >= 3) return html;
  }
  return undefined;
}
