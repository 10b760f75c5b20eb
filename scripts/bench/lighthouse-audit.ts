import { launch } from 'chrome-launcher';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { chromiumArgs, chromiumPath } from '../../tests/browser/support/chromium.ts';
import { fromCpuTime } from './cpu-time-simulation.ts';
import { interleavedRuns, medianRun } from './lighthouse-runs.ts';

/** Lighthouse's figures for one page (scores 0–100, times in ms). */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Titles of the audits that lost points outside performance, for the report. */
  readonly failedAudits: string[];
  /** The element Lighthouse found as the largest contentful paint. */
  readonly lcpElement: string;
  /** The elements that shifted most, with their share of CLS. */
  readonly layoutShifts: string[];
  /**
   * The same run's performance score, TBT and LCP from Lighthouse's own simulation with each
   * main-thread task timed by its CPU time instead of its wall time (cpu-time-simulation.ts):
   * what the page's own work scores, without the time its tasks waited for a busy machine.
   */
  readonly fromCpuTime: {
    readonly performance: number;
    readonly tbtMs: number;
    readonly lcpMs: number;
  };
}

interface NodeDetails {
  readonly items?: readonly {
    node?: { selector?: string };
    score?: number;
    items?: readonly { node?: { selector?: string } }[];
  }[];
}

/** Selector of the LCP element, from the audit's details (a list holding a table). */
function lcpElementOf(details: unknown): string {
  const list = (details as NodeDetails | undefined)?.items ?? [];
  return list[0]?.items?.[0]?.node?.selector ?? 'unknown';
}

/** The three largest layout shifts, as 'selector (score)'. */
function layoutShiftsOf(details: unknown): string[] {
  return ((details as NodeDetails | undefined)?.items ?? [])
    .filter((item) => (item.score ?? 0) >= 0.01)
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? 'unknown'} (${(item.score ?? 0).toFixed(3)})`);
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

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

/** The figures of one run. */
function figuresOf({ lhr, lhrFromCpu }: Awaited<ReturnType<typeof auditOnce>>): LighthouseFigures {
  const score = (id: (typeof categories)[number], report = lhr) =>
    Math.round((report.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string, report = lhr) => report.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => lhr.audits[ref.id]?.title ?? ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    failedAudits: [...new Set(failedAudits)],
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    layoutShifts: layoutShiftsOf(lhr.audits['layout-shifts']?.details),
    fromCpuTime: {
      performance: score('performance', lhrFromCpu),
      tbtMs: Math.round(numeric('total-blocking-time', lhrFromCpu)),
      lcpMs: Math.round(numeric('largest-contentful-paint', lhrFromCpu)),
    },
  };
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
      results[page]?.push(figuresOf(run));
    }
    return results.map((pageRuns) => medianRun(pageRuns));
  } finally {
    chrome.kill();
  }
}
