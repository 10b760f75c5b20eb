import { execFileSync, spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { basePath } from '../../src/site/site-paths.ts';

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
export async function startPreview(
  port: number,
  outDir = benchDistDir,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        // Leads the bench submits go to a throw-away store.
        STUB_LEAD_STORE: join(tmpdir(), `help-and-support-bench-leads-${Date.now()}.jsonl`),
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      detached: true,
    },
  );
  const close = async () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}${basePath}/`)).ok) return { origin, close };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await close();
  throw new Error(`vite preview did not answer on ${origin} within 30 s`);
}
