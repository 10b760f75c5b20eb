import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module Vite imports its preload helper from, around every lazy `import()` of the build. */
export const vitePreloadHelperId = '\0vite/preload-helper.js';

/** The site's helper (src/lib/loading/preload-with-import.ts). */
export const preloadWithImportModule = path.join(
  projectRoot,
  'src/lib/loading/preload-with-import.ts',
);

/** The helper module as the build writes it: the site's, with the base path the files are below. */
export function preloadHelperSource(base: string): string {
  return [
    `import { preloadWithImport } from ${JSON.stringify(preloadWithImportModule)};`,
    `export const __vitePreload = (load, deps) => preloadWithImport(${JSON.stringify(base)}, load, deps);`,
    '',
  ].join('\n');
}

/**
 * In the build, Vite's preload helper is the site's smaller one (decision 052): every page that
 * loads anything lazily downloads it, a help page before its first interaction.
 */
export function preloadHelperPlugin(base: string): Plugin {
  return {
    name: 'help-and-support:preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === vitePreloadHelperId ? id : undefined;
    },
    load(id) {
      return id === vitePreloadHelperId ? preloadHelperSource(base) : undefined;
    },
  };
}
