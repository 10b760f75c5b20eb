/**
 * The page script of a static-first help page (decision 025): home, categories, articles and
 * contact-us are their prerendered HTML, links and a search form that work as they are. This
 * script adds only what a page view needs: the analytics page view, consent-gated monitoring
 * (its code loads after consent, as in the app), an article's "Was this page helpful?" and the
 * search box's suggestions (their code loads when the reader reaches for them), and a check that the content has not changed since the build. Plain TypeScript, no framework; the app loads only if the content changed.
 * Each part is the module the app uses too.
 */
import { trackPageView } from '../../lib/analytics/track-page-view.ts';
import { whenPageShown } from '../../lib/analytics/when-page-shown.ts';
import { bootTelemetry } from '../../features/telemetry/boot-telemetry.ts';
import { helpfulRootSelector } from '../../features/was-this-helpful/helpful-parts.ts';
import { hasCommentDraft } from '../../features/was-this-helpful/comment-draft-key.ts';
import {
  offerSuggestionsOnReach,
  searchBoxInputSelector,
} from '../../features/help-content/search/suggestions-on-reach.ts';
import { lazyPart } from '../../lib/loading/lazy-part.ts';
import { onFirstReach } from '../../lib/loading/on-first-reach.ts';
import { routerPathOf } from '../../site/site-paths.ts';
import { eachInItsOwnTask } from '../../lib/loading/each-in-its-own-task.ts';
import { afterPagePainted } from '../../lib/loading/after-page-painted.ts';
import { renewIfContentChanged } from './content-freshness.ts';

// Only an article asks "Was this page helpful?", and its code loads when the reader reaches for
// it (focus or a press), not with the page; a button pressed while it loads is pressed again
// once it has (decisions 038 and 045). Like the page view, an answer goes to the data layer
// whatever the consent.
const loadWasThisHelpful = lazyPart(
  () => import('../../features/was-this-helpful/wire-was-this-helpful.ts'),
);
for (const helpful of document.querySelectorAll<HTMLElement>(helpfulRootSelector)) {
  const wire = () =>
    loadWasThisHelpful().then(({ wireWasThisHelpful }) => wireWasThisHelpful(helpful));
  // Words the reader typed before a reload come back at once, with the box open.
  if (hasCommentDraft(location.pathname)) void wire().catch(() => undefined);
  else onFirstReach(helpful, wire);
}

// Every search box offers suggestions as the reader types; the index and its code load when the
// reader reaches for the box (decision 048).
for (const input of document.querySelectorAll<HTMLInputElement>(searchBoxInputSelector)) {
  offerSuggestionsOnReach(input);
}

// Once the page has loaded and painted: an async script can run before the first paint, and the
// content check's requests then shared the connection with the page's largest paint, text or a
// card's picture (Lighthouse counted them before it in some runs).
whenPageShown(() =>
  afterPagePainted(() =>
    eachInItsOwnTask([
      () => trackPageView(routerPathOf(location.pathname)),
      () => bootTelemetry(),
      () => {
        renewIfContentChanged().catch((error: unknown) => {
          // The page stays as built; the reader still has all of it.
          console.error(error);
        });
      },
    ]),
  ),
);

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
