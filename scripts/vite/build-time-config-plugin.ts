import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/site/read-config.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module every page reads the site's configuration from. */
export const configModule = path.join(projectRoot, 'src/site/config.ts');

/** The configuration module as the build writes it: the values, already read and checked. */
export function configModuleSource(config: SiteConfig): string {
  return `export const config = ${JSON.stringify(config)};\n`;
}

/**
 * In the build, `src/site/config.ts` is the configuration vite.config.ts has read and checked,
 * written as its values: every page ran the reading and checking of each setting, with their
 * error messages, to arrive at the same object each time (decision 048). The dev server and the
 * unit tests read it as the module says, from their own environment.
 */
export function buildTimeConfigPlugin(config: SiteConfig): Plugin {
  return {
    name: 'help-and-support:build-time-config',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === configModule ? configModuleSource(config) : undefined;
    },
  };
}
