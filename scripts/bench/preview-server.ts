import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startViteServer, type ViteServer } from '../../tests/browser/support/vite-server.ts';

/**
 * The build the bench measures: the same production build the browser tests run against
 * (scripts/build-for-tests.sh), so after `npm test` the bench can measure it as it is
 * (BENCH_SKIP_BUILD=1) rather than build the site again.
 */
export const benchDistDir = process.env.BROWSER_DIST_DIR ?? 'test-output/dist';

/** Builds the site for production (validators compiled first) into that folder. */
export function buildSite(): void {
  execFileSync('scripts/build-for-tests.sh', [], {
    stdio: 'inherit',
    env: { ...process.env, BROWSER_DIST_DIR: benchDistDir },
  });
}

/**
 * Serves the build (or another built folder: the reference form's) with `vite preview` on the
 * embedded stub, under the site's security headers, in a process of its own (Lighthouse's traces
 * come out incomplete with the server in-process).
 */
export function startPreview(port: number, outDir = benchDistDir): Promise<ViteServer> {
  return startViteServer(['preview', '--outDir', outDir], port, {
    // Leads the bench submits go to a throw-away store.
    env: {
      ...process.env,
      STUB_LEAD_STORE: join(tmpdir(), `help-and-support-bench-leads-${Date.now()}.jsonl`),
    },
    waitSeconds: 30,
  });
}
