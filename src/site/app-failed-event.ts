/**
 * The event a page's start script dispatches on window when the app's entry fails to load, so
 * the page shows its static error content at once (src/app/site-fallback/). start-after-paint.ts
 * imports nothing and spells it out; app-failed-event.test.ts keeps the two equal.
 */
export const appFailedEvent = 'help-and-support:app-failed';
