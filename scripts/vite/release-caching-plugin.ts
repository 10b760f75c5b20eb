import type { Connect, Plugin } from 'vite';
import { basePath } from '../../src/site/site-paths.ts';

/** The Cache-Control a path of the site gets, as docs/hosting/nginx.conf sends it. */
export function releaseCacheControl(pathname: string): string | undefined {
  if (!pathname.startsWith(`${basePath}/`) && pathname !== basePath) return undefined;
  // Hashed build files never change: a new release has new names.
  if (pathname.startsWith(`${basePath}/assets/`)) return 'public, max-age=31536000, immutable';
  // Pages, the shell and the files with fixed names change with every release.
  return 'no-cache';
}

/**
 * The preview server caches as production does (docs/hosting/README.md, "Releases that keep old
 * files"): hashed assets for a year and immutable; HTML and the fixed-name files never without
 * asking again. A prerendered page's own header is the same rule. Writes version.json.
 */
export function releaseCachingPlugin(buildId: string): Plugin {
  return {
    name: 'help-and-support:release-caching',
    // The release's id, which open pages compare with their own (src/lib/recovery/release-check.ts).
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ build: buildId })}\n`,
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(((req, res, next) => {
        const [pathname = '/'] = (req.url ?? '/').split('?', 1);
        const cacheControl = releaseCacheControl(pathname);
        if (cacheControl) res.setHeader('Cache-Control', cacheControl);
        next();
      }) as Connect.NextHandleFunction);
    },
  };
}
