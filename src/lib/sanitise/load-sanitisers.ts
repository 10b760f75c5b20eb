import { lazyModule } from '../loading/lazy-module.ts';

/**
 * DOMPurify and the site's two configurations, loaded once when first needed (about 13 KB gzip):
 * a page whose content is as it was when the page was built shows the build's sanitised HTML
 * (sanitised-at-build.ts) and never needs them. Content routes' loaders ask for them beside
 * their content, so their pages render at once.
 */
export const loadSanitisers = lazyModule(() => import('./sanitise-content.ts'));

/** The sanitisers if they have loaded, read without waiting. */
export function loadedSanitisers():
  Awaited<ReturnType<typeof loadSanitisers>>['sanitisers'] | undefined {
  return loadSanitisers.loaded()?.sanitisers;
}

/**
 * For a route's loader: resolves once the sanitisers have loaded, or failed to (the page then
 * renders without them and its content HTML asks again as it renders).
 */
export function sanitisersLoaded(): Promise<void> {
  return loadSanitisers().then(
    () => undefined,
    () => undefined,
  );
}
