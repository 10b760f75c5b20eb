/**
 * The attribute the build's page prerenderer (scripts/prerender/) puts on <html> while it takes
 * a page's first paint. A customer's browser never has it.
 */
export const prerenderingAttribute = 'data-prerendering';

/**
 * Whether this render is the build's snapshot of a page rather than a customer's browser: parts
 * that would take typing before the site's script runs (the forms) render their loading state.
 */
export function isPrerendering(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(prerenderingAttribute)
  );
}

/** Marks the head elements of a prerendered page that the app replaces with its own. */
export const prerenderedHeadAttribute = 'data-prerendered';

/**
 * Marks the <html> of a prerendered page: its scripts wait for the page's first paint
 * (start-after-paint.ts, and the early-requests script).
 */
export const prerenderedPageAttribute = 'data-prerendered-page';

/**
 * Marks the shell's tags only the app uses (its early requests, content preloads and static
 * error page): a static-first help page, which runs no app, leaves them out (decision 025).
 */
export const appOnlyAttribute = 'data-app-only';
