import {
  earlyRequestsFor,
  type EarlyRequestTable,
} from '../../src/app/early-requests/early-requests.ts';
import { prerenderedHeadAttribute, prerenderedPageAttribute } from '../../src/site/prerendering.ts';
import { basePath } from '../../src/site/site-paths.ts';
import { needsJavaScriptPageAttribute } from '../vite/site-fallback-plugin.ts';

/**
 * A prerendered page's HTML: the app's shell (index.html of the build) with the page's first
 * paint in #root, its title, description, robots and canonical link in <head> (marked, so the
 * app can take them out when it renders its own), and the stylesheets of the page's route
 * linked, so the first paint is styled; the app's code is asked for and run after that paint.
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
  page: { readonly html: string; readonly head: string },
): string {
  const { table, startAfterPaintUrl, deferredModules } = build;
  const styles =
    (table &&
      earlyRequestsFor(table, `${basePath}${pagePath === '/' ? '' : pagePath}`)?.route.styles) ??
    [];
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
  const withStart = withHead
    .replace(
      entry[0],
      `<script type="module" src="${startAfterPaintUrl}" data-app-entry="${entry[1]}"` +
        ` data-app-modules="${later.join(' ')}"></script>`,
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (link, href: string) =>
      later.includes(href) ? '' : link,
    )
    .replace(/<html\b/, `<html ${prerenderedPageAttribute}=""`);
  if (!withStart.includes('<div id="root"></div>'))
    throw new Error('prerender: the shell has no empty <div id="root"></div>');
  return withStart.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}
