import { cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/browser/support/chromium.ts';
import { readBudgets } from './budgets.ts';
import { budgetChecks } from './budget-checks.ts';
import { type BenchPage, contentPages, lighthousePages, pageRoutes } from './bench-routes.ts';
import { readManifest } from './bundle-sizes.ts';
import { routeDownload } from './route-download.ts';
import { measurePageScript } from './content-page-script.ts';
import { buildReferenceForm, referenceFormOutDir } from './reference-form-build.ts';
import { fetchedAssets } from './fetched-assets.ts';
import { measureKeystrokeLatency, type KeystrokeLatency } from './keystroke-latency.ts';
import { measurePreviewUpdates, type PreviewUpdateTime } from './preview-update-time.ts';
import { auditWithLighthouse } from './lighthouse-audit.ts';
import { benchDistDir, buildSite, startPreview } from './preview-server.ts';
import { writeReport, type BenchReport, type RouteSize } from './report.ts';
import { readRouteTree } from '../vite/route-tree.ts';
import { timeMeterReadValidation } from './validation-timing.ts';
import { basePath } from '../../src/site/site-paths.ts';

/**
 * `npm run bench` (issues 7 and 17): builds the site, measures it and checks the figures against
 * bench-budgets.json. Writes bench-report/report.md and .json, prints the report, and exits
 * non-zero when a budget is missed, saying by how much. Not part of `npm test`: the figures
 * depend on the machine.
 */

const previewPort = Number(process.env.BENCH_PORT ?? 4406);
const debuggingPort = Number(process.env.BENCH_DEBUGGING_PORT ?? 4407);
const devServerPort = Number(process.env.BENCH_DEV_SERVER_PORT ?? 4408);
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? 4409);
// Lighthouse's own guidance on variability: take the median of several runs.
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function main(): Promise<number> {
  const budgets = readBudgets();
  // BENCH_SKIP_BUILD=1 measures the build already there: the browser tests' (after `npm test`) or
  // the last bench's.
  if (process.env.BENCH_SKIP_BUILD !== '1') buildSite();
  // Built in every run, so the form steps' share of it compares the same dependencies.
  const referenceForm = await buildReferenceForm();
  const validation = await timeMeterReadValidation();
  const manifest = readManifest(benchDistDir);
  const tree = readRouteTree();

  const server = await startPreview(previewPort);
  let measured: Omit<BenchReport, 'checks'>;
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const routes: RouteSize[] = [];
    const pageScripts: BenchReport['contentPages'] = [];
    let keystroke: KeystrokeLatency;
    let previewUpdates: PreviewUpdateTime;
    try {
      for (const route of pageRoutes(tree)) {
        const { pattern, path, loadedItself, bundle } = await routeDownload(
          browser,
          server.origin,
          manifest,
          tree,
          route,
        );
        routes.push({
          route: pattern,
          path,
          kind: budgets.formRoutes.includes(pattern) ? 'form' : 'content',
          jsGzipBytes: bundle.jsGzipBytes,
          files: bundle.jsFiles,
          rumModules: bundle.rumModules,
          measuredBy: loadedItself ? 'browser and manifest' : 'manifest (needs earlier steps)',
        });
      }
      for (const page of contentPages()) {
        // Without consent: RUM and the consent beacon, which wait for it, do not load.
        const fetched = await fetchedAssets(browser, server.origin, page.path);
        pageScripts.push({
          ...page,
          ...measurePageScript(benchDistDir, manifest, server.origin, fetched.scripts),
        });
      }
      keystroke = await measureKeystrokeLatency(browser, server.origin);
      // A preview that never shows a save misses its budget; the other figures are still wanted.
      previewUpdates = await measurePreviewUpdates(browser, devServerPort).catch(
        (error: unknown) => ({
          saves: 0,
          validEditMedianMs: Number.NaN,
          brokenEditMedianMs: Number.NaN,
          note: `Not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        }),
      );
    } finally {
      await browser.close();
    }
    const pages = lighthousePages();
    const referenceServer = await startPreview(referencePort, referenceFormOutDir);
    let audits: Awaited<ReturnType<typeof auditWithLighthouse>>;
    try {
      const originOf = (page: BenchPage) =>
        (page.kind === 'reference' ? referenceServer : server).origin;
      audits = await auditWithLighthouse(
        pages.map((page) => `${originOf(page)}${basePath}${page.path}`),
        debuggingPort,
        lighthouseRuns,
      );
    } finally {
      referenceServer.close();
    }
    measured = {
      measuredAt: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`,
      routes,
      contentPages: pageScripts,
      referenceForm,
      lighthouse: audits.map((figures, index) => ({
        ...figures,
        ...(pages[index] ?? { page: '', path: '', kind: 'content' as const }),
      })),
      lighthouseRuns,
      validation,
      keystroke,
      previewUpdates,
    };
  } finally {
    server.close();
  }
  const report: BenchReport = { ...measured, checks: budgetChecks(budgets, measured) };
  console.info(writeReport(report, budgets));
  return report.checks.every((item) => item.passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
