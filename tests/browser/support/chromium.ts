/** Debian's Chromium, or the one scripts/run-browser-tests.sh found (CHROMIUM_PATH). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
