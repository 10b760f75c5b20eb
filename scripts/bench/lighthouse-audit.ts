import { launch } from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromiumArgs, chromiumPath } from '../../tests/browser/support/chromium.ts';
import { fromCpuTime } from './cpu-time-simulation.ts';
import { categories, figuresOf, type LighthouseFigures } from './lighthouse-figures.ts';
import { interleavedRuns, medianRun } from './lighthouse-runs.ts';

/** Lighthouse's trace sometimes misses the navigation start (NO_NAVSTART): such a run is redone. */
const retriedErrors = new Set(['NO_NAVSTART', 'NO_FCP']);

/**
 * Gathers the page once (Lighthouse's navigation, as `lighthouse()` runs it), then audits what it
 * gathered twice: as Lighthouse does, and with its tasks timed by their CPU time.
 */
async function auditOnce(url: string, port: number, attemptsLeft = 3) {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // robots.txt is the main site's file at the host's root, not this app's.
      skipAudits: ['robots-txt'],
    },
  });
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && retriedErrors.has(lhr.runtimeError.code) && attemptsLeft > 1) {
    return auditOnce(url, port, attemptsLeft - 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A cache of its own, so nothing computed from the wall times is reused.
  const fromCpu = await fromCpuTime(() =>
    Runner.audit(artifacts, { ...runnerOptions, computedCache: new Map() }),
  );
  if (!fromCpu) throw new Error(`Lighthouse returned nothing for ${url} from CPU time`);
  return { lhr, lhrFromCpu: fromCpu.lhr };
}

/**
 * Runs Lighthouse on each URL with Debian's Chromium, with its defaults: mobile emulation and
 * simulated throttling. Each page is audited `runs` times, interleaved page by page, and its
 * median run is kept (lighthouse-runs.ts).
 */
export async function auditWithLighthouse(
  urls: readonly string[],
  debuggingPort: number,
  runs = 1,
): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    port: debuggingPort,
    logLevel: 'error',
  });
  try {
    const results: LighthouseFigures[][] = urls.map(() => []);
    for (const { page } of interleavedRuns(urls.length, runs)) {
      const url = urls[page] ?? '';
      const run = await auditOnce(url, chrome.port);
      if (new URL(run.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(
          `${url} ended on ${run.lhr.finalDisplayedUrl}: the page to audit is missing`,
        );
      }
      results[page]?.push(figuresOf(run.lhr, run.lhrFromCpu));
    }
    return results.map((pageRuns) => medianRun(pageRuns));
  } finally {
    chrome.kill();
  }
}
