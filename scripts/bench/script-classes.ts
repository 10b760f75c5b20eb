/**
 * Why a content page runs each part of its script, so a regression names its cause: the page
 * script itself, the consent platform's script, the analytics page view and telemetry, or the
 * React app. Decided per source module, by where it lives in the project (the layers of
 * docs/decisions/020-layers-that-point-down.md), never by a built file's name.
 */

/** The classes the bench reports, in the report's order. */
export const scriptClasses = ['page script', 'consent', 'analytics', 'app'] as const;
export type ScriptClass = (typeof scriptClasses)[number];

/** The static content pages' script (issue 17): a plain TypeScript entry of its own. */
export const pageScriptModule = 'src/app/content-page/content-page.ts';

/**
 * A module's class; 'shared' is a ground-floor module both kinds of page import (configuration,
 * site paths, the HTTP client, DOMPurify), counted for whoever loaded it; 'rum' is the
 * consent-gated RUM library, never counted.
 */
export type ModuleClass = ScriptClass | 'shared' | 'rum';

/** First match wins. */
const moduleRules: readonly (readonly [RegExp, ModuleClass])[] = [
  [/^node_modules\/@datadog\//, 'rum'],
  [/^src\/app\/content-page\//, 'page script'],
  [/^src\/lib\/consent\//, 'consent'],
  [/^src\/features\/telemetry\/(start-)?stand-in-consent-banner\b/, 'consent'],
  [/^src\/(lib\/analytics|lib\/telemetry|features\/telemetry)\//, 'analytics'],
  // The character count's words and counting: a help page's "Was this page helpful?" runs them
  // without the framework, as the form widget runs them in it.
  [/^src\/schema-forms\/(character-count-status|form-copy)\.ts$/, 'shared'],
  // The framework and what only it runs: React, its router, query and state libraries, the form
  // renderer, the app's entry, its routes and every component.
  [/^node_modules\/(react|react-dom|scheduler|@tanstack|jotai|@rjsf|react-idle-timer)\//, 'app'],
  [/^src\/(main\.tsx|routes\/|schema-forms\/)/, 'app'],
  [/\.tsx$/, 'app'],
];

/**
 * A module's path from the project's root ('src/…', 'node_modules/…'), from a source map's
 * relative source ('../../../src/site/config.ts').
 */
export function projectPath(source: string): string {
  const path = source.replace(/\\/g, '/');
  // A package's own nested copy (node_modules/a/node_modules/b/…) belongs to the innermost one.
  const packageAt = path.lastIndexOf('node_modules/');
  if (packageAt >= 0) return path.slice(packageAt);
  return /(?:^|\/)(src\/.*)$/.exec(path)?.[1] ?? path.replace(/^(\.\.\/)+/, '');
}

/** The class of one source module. */
export function classOfModule(source: string): ModuleClass {
  const path = projectPath(source);
  return moduleRules.find(([pattern]) => pattern.test(path))?.[1] ?? 'shared';
}

/** Gzip bytes per class; RUM bytes kept apart, as they are excluded from the total. */
export type ClassSplit = Record<ScriptClass | 'rum', number>;

/** An empty split. */
export function noBytes(): ClassSplit {
  return { 'page script': 0, consent: 0, analytics: 0, app: 0, rum: 0 };
}

/**
 * Splits one script's gzip size among the classes of its modules, in proportion to the code each
 * produced. Shared modules and code no module claims count for `sharedAs`: the page script when
 * the file is one the page script imports, the app otherwise. A file known as a whole (the
 * consent platform's own script) passes `wholeFileAs`.
 */
export function splitScript(
  gzipBytes: number,
  charsBySource: ReadonlyMap<string, number>,
  unmappedChars: number,
  sharedAs: ScriptClass,
  wholeFileAs?: ScriptClass,
): ClassSplit {
  const split = noBytes();
  const chars = new Map<keyof ClassSplit, number>();
  const add = (key: keyof ClassSplit, count: number) =>
    chars.set(key, (chars.get(key) ?? 0) + count);
  for (const [source, count] of charsBySource) {
    const moduleClass = classOfModule(source);
    const counted = moduleClass === 'shared' ? sharedAs : moduleClass;
    add(wholeFileAs && moduleClass !== 'rum' ? wholeFileAs : counted, count);
  }
  // Glue the bundler writes follows the file's largest class, or sharedAs in a file without a map.
  const largest = [...chars].sort((first, second) => second[1] - first[1])[0]?.[0];
  add(wholeFileAs ?? largest ?? sharedAs, unmappedChars);
  const total = [...chars.values()].reduce((sum, count) => sum + count, 0);
  for (const [key, count] of chars) {
    split[key] = total === 0 ? 0 : (gzipBytes * count) / total;
  }
  if (total === 0) split[wholeFileAs ?? sharedAs] = gzipBytes;
  return split;
}

/** Adds splits together. */
export function sumSplits(splits: readonly ClassSplit[]): ClassSplit {
  const sum = noBytes();
  for (const split of splits) {
    for (const key of Object.keys(sum) as (keyof ClassSplit)[]) sum[key] += split[key];
  }
  return sum;
}
