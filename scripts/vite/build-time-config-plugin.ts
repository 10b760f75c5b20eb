import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { SiteConfig } from '../../src/site/read-config.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module every page reads the site's configuration from. */
export const configModule = path.join(projectRoot, 'src/site/config.ts');

/** The help page's few settings (src/site/page-start-settings.ts). */
export const pageStartSettingsModule = path.join(projectRoot, 'src/site/page-start-settings.ts');

/** The configuration module as the build writes it: the values, already read and checked. */
export function configModuleSource(config: SiteConfig): string {
  return `export const config = ${JSON.stringify(config)};\n`;
}

/** The help page's settings as the build writes them: their values, without the configuration. */
export function pageStartSettingsSource(config: SiteConfig): string {
  const settings = {
    analyticsConsentGroup: config.analyticsConsentGroup,
    personalisationBeaconUrl: config.personalisationBeaconUrl,
    monitoringAppName: config.monitoring.appName,
  };
  return Object.entries(settings)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
    .join('');
}

/**
 * In the build, `src/site/config.ts` is the configuration vite.config.ts has read and checked,
 * written as its values: every page ran the reading and checking of each setting, with their
 * error messages, to arrive at the same object each time (decision 048). The dev server and the
 * unit tests read it as the module says, from their own environment. A help page's few settings
 * (`page-start-settings.ts`) are written the same way, on their own (decision 052).
 */
export function buildTimeConfigPlugin(config: SiteConfig): Plugin {
  return {
    name: 'help-and-support:build-time-config',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      if (id === configModule) return configModuleSource(config);
      if (id === pageStartSettingsModule) return pageStartSettingsSource(config);
      return undefined;
    },
  };
}
