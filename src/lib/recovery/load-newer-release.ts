import type { AnyRouter } from '@tanstack/react-router';
import { basePath } from '../../site/site-paths.ts';
import { checkForNewerRelease, newerReleaseOut, noteMissingCode } from './release-check.ts';

/**
 * After each page, asks (at most every few minutes) whether a newer release is out; once one is,
 * the next move to another page of the site is a full page load, which fetches the new release's
 * HTML and code instead of asking the old build for files the host may soon remove. A file of
 * this build found missing tells the same.
 */
export function loadNewerReleaseOnNavigation(router: AnyRouter): void {
  // Not a reload there and then: it may come from fetching a link's code on hover.
  window.addEventListener('vite:preloadError', () => noteMissingCode());
  router.subscribe('onResolved', () => void checkForNewerRelease());
  router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
    if (!pathChanged || !newerReleaseOut()) return;
    const href = toLocation.href.startsWith(`${basePath}/`)
      ? toLocation.href
      : `${basePath}${toLocation.href}`;
    window.location.assign(href);
  });
}
