import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tests/browser/support/chromium.ts';
import { pageRoutes } from './bench-routes.ts';
import { gzipBytes, readManifest } from './bundle-sizes.ts';
import { benchDistDir, startPreview } from './preview-server.ts';
import { readBudgets } from './budgets.ts';
import { routeDownload } from './route-download.ts';
import { sourceShares } from './source-map-shares.ts';
import { readRouteTree } from '../vite/route-tree.ts';

/**
 * `npx tsx scripts/bench/step-modules.ts [route pattern…]`: what each form step downloads, file by
 * file and module by module (STEP_MODULES_DETAIL=1), on the build the bench measures (build it
 * first, as the bench does); every route with STEP_MODULES_ALL=1.
 * A module's gzip share is its share of its file's characters times the file's gzip size: an
 * estimate, to find what to take out, never a figure to hold to a budget.
 */

const port = Number(process.env.BENCH_PORT ?? 4406);
const wanted = process.argv.slice(2);

function moduleShares(file: string): [string, number][] {
  const mapFile = join(benchDistDir, `${file}.map`);
  if (!existsSync(mapFile)) return [['(no map)', gzipBytes(join(benchDistDir, file))]];
  const code = readFileSync(join(benchDistDir, file), 'utf8');
  const shares = sourceShares(code, JSON.parse(readFileSync(mapFile, 'utf8')));
  const gzip = gzipBytes(join(benchDistDir, file));
  const perChar = gzip / Math.max(1, code.length);
  return [...shares.bySource, ['(unmapped)', shares.unmapped] as [string, number]]
    .map(([source, chars]): [string, number] => [source.replace(/^(\.\.\/)+/, ''), chars * perChar])
    .sort((a, b) => b[1] - a[1]);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(2);

const budgets = readBudgets();
const manifest = readManifest(benchDistDir);
const tree = readRouteTree();
const server = await startPreview(port);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const route of pageRoutes(tree)) {
      const pattern = route.fullPath.replace(/(.)\/$/, '$1');
      if (process.env.STEP_MODULES_ALL !== '1' && !budgets.formRoutes.includes(pattern)) continue;
      if (wanted.length > 0 && !wanted.includes(pattern)) continue;
      const { bundle } = await routeDownload(browser, server.origin, manifest, tree, route);
      console.info(`\n## ${pattern} ${kb(bundle.jsGzipBytes)} kB gzip`);
      for (const file of bundle.jsFiles) {
        console.info(`  ${file} ${kb(gzipBytes(join(benchDistDir, file)))}`);
        if (process.env.STEP_MODULES_DETAIL !== '1') continue;
        for (const [source, bytes] of moduleShares(file).filter(([, b]) => b >= 50)) {
          console.info(`      ${kb(bytes)} ${source}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.close();
}
