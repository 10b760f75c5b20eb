import { existsSync } from 'node:fs';

/**
 * The browser named by CHROMIUM_PATH (scripts/run-browser-tests.sh sets it to the one it found),
 * else Debian's Chromium, else Debian's headless shell (decision 026): for the bench too.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'].find((path) =>
    existsSync(path),
  ) ??
  '/usr/bin/chromium';

/**
 * Flags for Chromium in tests and the bench: run as root in a container, without a GPU, and
 * never call Google's services (this network refuses them, and they would skew measurements).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** The production build the browser tests serve; scripts/run-browser-tests.sh builds it. */
export const distDir = process.env.BROWSER_DIST_DIR ?? 'test-output/dist';
