import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { SiteConfig } from '../../src/site/read-config.ts';
import { basePath } from '../../src/site/site-paths.ts';
import { securityHeaders, type ServerMode } from './security-headers.ts';
import { readPageStyleSources } from './page-style-sources.ts';

/**
 * Sends the site's security headers (security-headers.ts) on every response below the base path,
 * from the preview server (production policy, what the browser tests run under) and the dev
 * server (the same policy, loosened only for Vite's injected inline preamble, styles and HMR
 * socket); the preview allows the styles its build wrote into its pages. The main-site stand-ins outside the base path are not this site's pages.
 */
export function securityHeadersPlugin(config: SiteConfig): Plugin {
  const mount = (middlewares: Connect.Server, mode: ServerMode, pageStyles: string[] = []) => {
    middlewares.use((req, res, next) => {
      const url = req.url ?? '/';
      if (url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`)) {
        for (const [name, value] of Object.entries(
          securityHeaders(config, url, mode, pageStyles),
        )) {
          res.setHeader(name, value);
        }
      }
      next();
    });
  };
  return {
    name: 'help-and-support:security-headers',
    configureServer: (server) => mount(server.middlewares, 'development'),
    // The preview serves a build: its prerendered pages' styles, by their hashes.
    configurePreviewServer: (server) =>
      mount(
        server.middlewares,
        'production',
        readPageStyleSources(path.resolve(server.config.root, server.config.build.outDir)),
      ),
  };
}
