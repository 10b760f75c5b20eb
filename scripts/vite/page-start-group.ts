/**
 * The modules a help page's script and the app's entry both run at start (decision 052): the
 * few settings a help page reads, site paths, the data layer and its scrubbing, the page view, telemetry's start
 * behind consent, and the loaders with their rule for code that did not load. Left to the
 * bundler they were seven files, split by which later chunks also import each; as one file, a help
 * page asks for four files fewer before its first paint, and the app, which runs all of them
 * at start, loads nothing it did not. The consent platform's cookie reading (onetrust.ts) stays
 * apart: the consent banner's own script, which runs before the page's, needs only it.
 */
export const pageStartModules = [
  'src/site/page-start-settings.ts',
  'src/site/site-paths.ts',
  'src/site/customer-number-formats.ts',
  'src/site/service-outage-path.ts',
  'src/lib/analytics/data-layer.ts',
  'src/lib/analytics/page-view.ts',
  'src/lib/analytics/scrub-path.ts',
  'src/lib/analytics/track-page-view.ts',
  'src/lib/analytics/when-page-shown.ts',
  'src/lib/telemetry/email-as-written.ts',
  'src/lib/telemetry/scrub-text.ts',
  'src/lib/consent/consent-state.ts',
  'src/features/telemetry/boot-telemetry.ts',
  'src/features/telemetry/personalisation-beacon.ts',
  'src/features/telemetry/when-analytics-consented.ts',
  'src/lib/storage/draft-key-prefix.ts',
  'src/lib/loading/each-in-its-own-task.ts',
  'src/lib/loading/lazy-part.ts',
  'src/lib/loading/load-once.ts',
  'src/lib/loading/preload-with-import.ts',
  'src/lib/recovery/build-id.ts',
  'src/lib/recovery/missing-code-error.ts',
  'src/lib/recovery/note-code-that-did-not-load.ts',
  'src/lib/recovery/release-check.ts',
] as const;

/** Whether a module (an id as the bundler names it) is one of them, or Vite's preload helper. */
export function runsAtPageStart(id: string): boolean {
  const path = id.replace(/\\/g, '/');
  return (
    path === '\0vite/preload-helper.js' ||
    pageStartModules.some((module) => path.endsWith(`/${module}`))
  );
}
