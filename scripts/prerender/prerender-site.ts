import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setupServer } from 'msw/node';
import { createServer, loadEnv } from 'vite';
import { readEarlyRequestTable } from '../../src/app/early-requests/early-requests.ts';
import { prerenderingAttribute } from '../../src/site/prerendering.ts';
import { readConfig } from '../../src/site/read-config.ts';
import { originOf } from '../vite/security-headers.ts';
import { consentScriptAttribute } from '../vite/stand-in-consent-banner-plugin.ts';
import { basePath } from '../../src/site/site-paths.ts';
import { createLeadStore } from '../../src/stub-api/lead-store.ts';
import { createStubHandlers } from '../../src/stub-api/create-stub-handlers.ts';
import { appModulesToDefer, staticImportsOf } from './app-modules.ts';
import { recordContentAnswers } from './content-answers.ts';
import { staticFirstRouteIds } from '../../src/site/static-first-routes.ts';
import { installDomGlobals } from './install-dom-globals.ts';
import { withOneStylesheet } from './one-stylesheet.ts';
import { writePageStyleSources } from '../vite/page-style-sources.ts';
import { pageHtml } from './page-html.ts';
import { prerenderedPageFile } from './prerendered-page-file.ts';
import type { RenderedPage } from './render-page.tsx';

/**
 * Prerenders the built site (decision 015): each page that looks the same to every visitor is
 * rendered by the site's own code at build time and written beside the shell, so a browser
 * paints the page from its HTML while the scripts download. Run by the build after Vite has
 * written `outDir` (`tsx scripts/prerender/prerender-site.ts <outDir> <start script URL>`).
 */

const projectRoot = path.resolve(import.meta.dirname, '../..');
const outDir = path.resolve(projectRoot, process.argv[2] ?? 'dist');
/** The built start-after-paint script's URL, which runs the app's entry on a prerendered page. */
const startAfterPaintUrl = process.argv[3];
/** The built content-page script's URL, the only script of a static-first help page. */
const pageScriptUrl = process.argv[4];
if (!startAfterPaintUrl || !pageScriptUrl)
  throw new Error(
    'prerender: usage: prerender-site.ts <outDir> <start script URL> <page script URL>',
  );
process.env.NODE_ENV = 'production';

const site = readConfig(loadEnv('production', projectRoot, 'VITE_'));
if (!site.embeddedStub && originOf(site.apiBaseUrls.content) === null) {
  console.info(
    'prerender: skipped, VITE_CONTENT_URL is same-origin: the build cannot reach the content.',
  );
  process.exit(0);
}

// A document address for the site's relative content addresses.
installDomGlobals(`http://127.0.0.1${basePath}/`);
document.documentElement.setAttribute(prerenderingAttribute, '');
if (site.embeddedStub) {
  const stub = setupServer(...createStubHandlers({ leadStore: createLeadStore() }).handlers);
  stub.listen({ onUnhandledRequest: 'error' });
}
const networkFetch = globalThis.fetch;
const contentAnswers = recordContentAnswers(
  (input, init) =>
    networkFetch(typeof input === 'string' ? new URL(input, location.href) : input, init),
  [site.apiBaseUrls.content, site.apiBaseUrls.serviceOutage],
  location.origin,
);
globalThis.fetch = contentAnswers.fetch;

console.info('prerender: loading the site through Vite');
const vite = await createServer({
  root: projectRoot,
  mode: 'production',
  appType: 'custom',
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  // The router's browser build: its server build renders for streaming, not into a DOM.
  ssr: { noExternal: [/^@tanstack\//], resolve: { conditions: ['browser', 'import', 'default'] } },
});
try {
  const { renderPage } = (await vite.ssrLoadModule('/scripts/prerender/render-page.tsx')) as {
    renderPage: (pagePath: string) => Promise<RenderedPage>;
  };
  const { pagePaths } = (await vite.ssrLoadModule('/scripts/prerender/page-paths.ts')) as {
    pagePaths: () => Promise<string[]>;
  };
  const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const shellDocument = new DOMParser().parseFromString(shell, 'text/html');
  const table = readEarlyRequestTable(shellDocument);
  const consentScripts = [
    ...shellDocument.querySelectorAll(`script[${consentScriptAttribute}][src]`),
  ].map((script) => (script.getAttribute('src') ?? '').slice(basePath.length + 1));
  const deferredModules = appModulesToDefer(outDir, consentScripts);
  const pageScriptModules = staticImportsOf(outDir, pageScriptUrl.slice(basePath.length + 1));
  let written = 0;
  const styleSources = new Set<string>();
  const paths = await pagePaths();
  console.info(`prerender: ${paths.length} pages`);
  for (const pagePath of paths) {
    const file = prerenderedPageFile(pagePath);
    // What was fetched before this page (the list of pages) is not what it was built from.
    contentAnswers.take();
    const page: RenderedPage = file
      ? await renderPage(pagePath)
      : { kind: 'skipped', reason: 'its path is no file name' };
    const version = { content: contentAnswers.take() };
    if (!file || page.kind !== 'page') {
      console.warn(
        `prerender: ${pagePath} skipped (${page.kind === 'skipped' ? page.reason : ''})`,
      );
      continue;
    }
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    const built = withOneStylesheet(
      pageHtml(
        shell,
        { table, startAfterPaintUrl, deferredModules },
        pagePath,
        page,
        staticFirstRouteIds.includes(page.routeId)
          ? { pageScriptUrl, pageScriptModules, version }
          : undefined,
      ),
      outDir,
    );
    writeFileSync(path.join(outDir, file), built.html);
    if (built.styleSource) styleSources.add(built.styleSource);
    written += 1;
  }
  writePageStyleSources(outDir, styleSources);
  console.info(
    `prerender: ${written} pages written to ${path.relative(projectRoot, outDir)}/pages`,
  );
} finally {
  await vite.close();
}
process.exit(0);
