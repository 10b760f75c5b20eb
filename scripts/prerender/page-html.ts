import {
  earlyRequestsFor,
  type EarlyRequestTable,
} from '../../src/app/early-requests/early-requests.ts';
import {
  appOnlyAttribute,
  prerenderedHeadAttribute,
  prerenderedPageAttribute,
} from '../../src/site/prerendering.ts';
import {
  pageContentVersionId,
  type PageContentVersion,
} from '../../src/lib/content/content-version.ts';
import { basePath } from '../../src/site/site-paths.ts';
import {
  sanitisedAtBuildId,
  type SanitisedAtBuild,
} from '../../src/lib/sanitise/sanitised-at-build.ts';
import { needsJavaScriptPageAttribute } from '../vite/site-fallback-plugin.ts';

/** A help page served without the app (decision 025): its page script and what it was built from. */
export interface StaticFirstPage {
  /** The built content-page script's URL. */
  readonly pageScriptUrl: string;
  /** The page script's static imports, preloaded beside it. */
  readonly pageScriptModules: readonly string[];
  readonly version: PageContentVersion;
}

/** Tags of the shell only the app uses (early requests, content preloads, its error page). */
const appOnlyTags = new RegExp(
  `\\s*(?:<(script|main)\\b[^>]*\\b${appOnlyAttribute}\\b[^>]*>[\\s\\S]*?</\\1>|<link\\b[^>]*\\b${appOnlyAttribute}\\b[^>]*>)`,
  'g',
);

/**
 * A prerendered page's HTML: the app's shell (index.html of the build) with the page's first
 * paint in #root, its title, description, robots and canonical link in <head> (marked, so the
 * app can take them out when it renders its own), and the stylesheets of the page's route
 * linked, so the first paint is styled; the app's code is asked for and run after that paint.
 * A static-first help page (`staticFirst`) runs its small page script instead, and carries the
 * app's entry only for the page script to load should the content have changed since the build.
 * An app page carries the content HTML it was built with beside what DOMPurify made of it, so
 * the app shows content that has not changed without loading DOMPurify (sanitised-at-build.ts).
 */
export function pageHtml(
  shell: string,
  build: {
    readonly table: EarlyRequestTable | undefined;
    readonly startAfterPaintUrl: string;
    /** The app's entry and its imports (app-modules.ts), asked for after the first paint. */
    readonly deferredModules: readonly string[];
  },
  pagePath: string,
  page: { readonly html: string; readonly head: string; readonly sanitised?: SanitisedAtBuild },
  staticFirst?: StaticFirstPage,
): string {
  const { table, startAfterPaintUrl, deferredModules } = build;
  const styles =
    (table &&
      earlyRequestsFor(table, `${basePath}${pagePath === '/' ? '' : pagePath}`)?.route.styles) ??
    [];
  // The app replaces the page's title, meta and link tags with its own as it renders over the
  // page. Not an article's content scripts: React adopts a script already in the document, so a
  // marked one taken out would leave the page without it (help-pages-both-ways.spec.ts).
  const head = page.head.replace(/<(title|meta|link)\b/g, `<$1 ${prerenderedHeadAttribute}=""`);
  const stylesheets = styles
    .map((href) => `<link rel="stylesheet" crossorigin="anonymous" href="${href}">`)
    .join('');
  const withHead = shell
    .replace(/<title>[^<]*<\/title>/, '')
    // The page reads without JavaScript, or says itself what it needs (a form).
    .replace(new RegExp(`<div ${needsJavaScriptPageAttribute}>[\\s\\S]*?</main></div>`), '')
    .replace('</head>', `${head}${stylesheets}</head>`);
  // The app's code is asked for and run by the start script once the page has painted: on a
  // slow connection it would otherwise share the bandwidth the page's styles need.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(withHead);
  if (!entry) throw new Error('prerender: the shell has no app entry <script type="module">');
  const later = deferredModules.filter((url) => url !== entry[1]);
  const appEntry = `data-app-entry="${entry[1]}" data-app-modules="${later.join(' ')}"`;
  const withoutAppCode = (staticFirst ? withHead.replace(appOnlyTags, '') : withHead)
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href: string) =>
      later.includes(href) ? '' : link,
    )
    .replace(/<html\b/, `<html ${prerenderedPageAttribute}=""`);
  const withStart = withoutAppCode.replace(
    entry[0],
    staticFirst
      ? staticFirstScripts(staticFirst, appEntry, withoutAppCode)
      : `<script type="module" src="${startAfterPaintUrl}" ${appEntry}></script>`,
  );
  if (!withStart.includes('<div id="root"></div>'))
    throw new Error('prerender: the shell has no empty <div id="root"></div>');
  const withPage = withStart.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  const sanitised = staticFirst ? undefined : page.sanitised;
  const anySanitised = Object.values(sanitised ?? {}).some((pairs) => pairs.length > 0);
  if (!anySanitised) return withPage;
  const end = withPage.lastIndexOf('</body>');
  return `${withPage.slice(0, end)}${jsonBlock(sanitisedAtBuildId, sanitised)}${withPage.slice(end)}`;
}

/** A JSON data block, '<' escaped so no content in it can close it. */
function jsonBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/**
 * A static-first page's scripts: the page script, preloads of its imports that the shell does
 * not preload already, and the content version as a JSON data block ('<' escaped, so no
 * content can close it).
 */
function staticFirstScripts(page: StaticFirstPage, appEntry: string, shell: string): string {
  const preloads = page.pageScriptModules
    .filter((href) => !shell.includes(`href="${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  return (
    `<script type="module" crossorigin src="${page.pageScriptUrl}" ${appEntry}></script>` +
    preloads +
    jsonBlock(pageContentVersionId, page.version)
  );
}
