import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { gzipWhenAccepted } from '../../src/stub-api/server/gzip-when-accepted.ts';
import { basePath } from '../../src/site/site-paths.ts';
import { prerenderedPageFile } from '../prerender/prerendered-page-file.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const prerenderScript = path.join(projectRoot, 'scripts/prerender/prerender-site.ts');
const startAfterPaintModule = path.join(projectRoot, 'src/app/prerender/start-after-paint.ts');
const pageScriptModule = path.join(projectRoot, 'src/app/content-page/content-page.ts');

type Next = (error?: unknown) => void;

/**
 * Serves a page's prerendered HTML from the build (decision 015) where it has one; every other
 * page falls through to the app's shell. Like the production server, it answers gzipped when the
 * browser takes gzip, and never caches the page, so a release shows at once.
 */
export function prerenderedPages(outDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const [pathname = '/'] = (req.url ?? '/').split('?', 1);
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      (pathname === `${basePath}/` || pathname.startsWith(`${basePath}/`));
    const file = isPage ? prerenderedPageFile(pathname.slice(basePath.length)) : undefined;
    const fullPath = file && path.join(outDir, file);
    if (!fullPath || !existsSync(fullPath)) {
      next();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    const body = gzipWhenAccepted(req, res, readFileSync(fullPath));
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * After the build has written its files, prerenders the site's pages into them
 * (scripts/prerender/, in a process of its own: it gives Node a DOM); the preview server then
 * serves them. Not in the dev server, whose pages change as files are saved.
 */
export function prerenderedPagesPlugin(): Plugin {
  let outDir = 'dist';
  let startRef = '';
  let startFile = '';
  let pageScriptRef = '';
  let pageScriptFile = '';
  return {
    name: 'help-and-support:prerendered-pages',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (this.environment.mode !== 'build') return;
      startRef = this.emitFile({
        type: 'chunk',
        id: startAfterPaintModule,
        name: 'start-after-paint',
      });
      // The only script of a static-first help page (decision 025).
      pageScriptRef = this.emitFile({ type: 'chunk', id: pageScriptModule, name: 'content-page' });
    },
    generateBundle(_options, bundle) {
      if (!startRef) return;
      startFile = this.getFileName(startRef);
      pageScriptFile = this.getFileName(pageScriptRef);
      const start = bundle[startFile];
      if (start?.type !== 'chunk' || start.imports.length > 0)
        throw new Error(`prerender: ${startFile} must import nothing, to start the app at once`);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!startFile || this.environment.config.consumer !== 'client' || this.meta.watchMode)
          return;
        const startUrl = `${basePath}/${startFile}`;
        const pageScriptUrl = `${basePath}/${pageScriptFile}`;
        execFileSync(
          process.execPath,
          ['--import', 'tsx', prerenderScript, outDir, startUrl, pageScriptUrl],
          { cwd: projectRoot, stdio: 'inherit' },
        );
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(
        prerenderedPages(path.resolve(server.config.root, server.config.build.outDir)),
      );
    },
  };
}
