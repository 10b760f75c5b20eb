import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, distDir } from './tests/browser/support/chromium.ts';

/**
 * Browser tests (issue 7): Debian's Chromium drives the production build, served by `vite preview`
 * on the embedded stub with its own lead store, under the site's real security headers.
 * Run with `npm run test:browser` (scripts/run-browser-tests.sh builds first).
 */

const port = Number(process.env.BROWSER_TEST_PORT ?? 4405);

if (!existsSync(join(distDir, 'index.html'))) {
  throw new Error(`No build in ${distDir}: run \`npm run test:browser\`, which builds it first`);
}

// One lead store per run, fixed here in the runner so the workers (which inherit its
// environment) read the same file the preview server writes.
process.env.BROWSER_LEAD_STORE ??= join(tmpdir(), `help-and-support-leads-${Date.now()}.jsonl`);

export default defineConfig({
  testDir: 'tests/browser',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-output/browser-results',
  fullyParallel: true,
  // The machine has two cores, shared with the preview server.
  workers: 2,
  forbidOnly: true,
  // No retries, on CI either: a test that passes only sometimes is a race to find and fix, not to
  // run again (docs/testing.md lists the ones found).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Nothing leaves this machine: Chromium resolves no host but the site's, so a request to any
    // other fails before it is sent (tests/browser/fixtures.ts records it and fails the test).
    // Tests that answer for a third party do so with page.route, which runs before resolving.
    // Intercepting every request in Node instead took about 6% of the tests' time.
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
    },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs each test about a third of its time, so none is recorded; to see
    // a failure step by step, add `--trace on` to the command.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `npx vite preview --outDir ${distDir} --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/help-and-support/`,
    env: {
      PORT: String(port),
      STUB_LEAD_STORE: process.env.BROWSER_LEAD_STORE,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      // The build has the tests' own journeys (decision 055): the server's rules name them too.
      JOURNEY_FIXTURES: 'tests/fixtures/journeys',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
  },
});
