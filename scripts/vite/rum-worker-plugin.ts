import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Connect, Plugin } from 'vite';
import { rumWorkerFileName } from '../../src/features/telemetry/rum-worker-file.ts';

const workerSourceModule = '@datadog/browser-rum/esm/domain/deflate/deflateWorker.mjs';

/**
 * The session replay compression worker from the installed RUM package. The package ships it only
 * as a string it would turn into a blob: worker; taking that same string from the installed
 * version keeps worker and library in step. Throws if the package changes shape, so a build
 * never ships without the worker.
 */
export function readRumWorkerSource(): string {
  const file = createRequire(import.meta.url).resolve(workerSourceModule);
  const match = /new Blob\(\[("(?:[^"\\]|\\.)*")\]\)/.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`No worker source found in ${file}`);
  return JSON.parse(match[1]) as string;
}

/**
 * Serves the RUM replay worker from this site's origin (`workerUrl`), so the CSP can say
 * `worker-src 'self'` with no blob: (issue 6, "Known pitfalls"): emitted into the build, and
 * answered by the dev server.
 */
export function rumWorkerPlugin(basePath: string): Plugin {
  const workerPath = `${basePath}/${rumWorkerFileName}`;
  return {
    name: 'help-and-support:rum-worker',
    configureServer(server) {
      server.middlewares.use(((req, res, next) => {
        if (req.url?.split('?', 1)[0] !== workerPath) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(readRumWorkerSource());
      }) as Connect.NextHandleFunction);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: rumWorkerFileName, source: readRumWorkerSource() });
    },
  };
}
