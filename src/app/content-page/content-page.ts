/**
 * The page script of a static-first help page (decision 025): home, categories, articles and
 * contact-us are their prerendered HTML, links and a search form that work as they are. This
 * script adds only what a page view needs: the analytics page view, consent-gated monitoring
 * (its code loads after consent, as in the app), an article's "Was this page helpful?" (its
 * code loads on articles only), and a check that the content has not changed since the build. Plain TypeScript, no framework; the app loads only if the content changed.
 * Each part is the module the app uses too.
 */
import { trackPageView } from '../../lib/analytics/track-page-view.ts';
import { whenPageShown } from '../../lib/analytics/when-page-shown.ts';
import { bootTelemetry } from '../../features/telemetry/boot-telemetry.ts';
import { helpfulRootSelector } from '../../features/was-this-helpful/helpful-parts.ts';
import { lazyModule } from '../../lib/loading/lazy-module.ts';
import { routerPathOf } from '../../site/site-paths.ts';
import { eachInItsOwnTask } from '../../lib/loading/each-in-its-own-task.ts';
import { renewIfContentChanged } from './content-freshness.ts';

// Only an article asks "Was this page helpful?", so only an article loads its code, and its
// controls work as soon as it has (decision 038). Like the page view, an answer goes to the data
// layer whatever the consent.
if (document.querySelector(helpfulRootSelector)) {
  lazyModule(() => import('../../features/was-this-helpful/wire-was-this-helpful.ts'), {
    pageNeedsIt: false,
  })()
    .then(({ wireEveryWasThisHelpful }) => wireEveryWasThisHelpful())
    .catch(() => {
      // The site's rule for code that did not load has dealt with it (lazy-module.ts).
    });
}

whenPageShown(() => {
  eachInItsOwnTask([
    () => trackPageView(routerPathOf(location.pathname)),
    () => bootTelemetry(),
    () => {
      renewIfContentChanged().catch((error: unknown) => {
        // The page stays as built; the reader still has all of it.
        console.error(error);
      });
    },
  ]);
});

// A move in history onto an entry the app made in this tab before a full load (its links are
// client-side until a release makes one a full load) changes the address without loading it:
// nothing here renders pages, so the address's own page is loaded.
const pagePath = location.pathname;
window.addEventListener('popstate', () => {
  if (location.pathname !== pagePath) location.reload();
});

// Back or Forward restoring the page from the back/forward cache shows it anew.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) trackPageView(routerPathOf(location.pathname), { again: true });
});
