import {
  earlyRequestsFor,
  type EarlyRequestTable,
} from '../../src/app/early-requests/early-requests';
import { prerenderedHeadAttribute } from '../../src/app/prerender/prerendering';
import { basePath } from '../../src/app/site-paths';

/**
 * A prerendered page's HTML: the app's shell (index.html of the build) with the page's first
 * paint in #root, its title, description, robots and canonical link in <head> (marked, so the
 * app can take them out when it renders its own), and the stylesheets of the page's route
 * linked, so the first paint is styled; the app's entry runs after that paint.
 */
export function pageHtml(
  shell: string,
  build: { readonly table: EarlyRequestTable | undefined; readonly startAfterPaintUrl: string },
  pagePath: string,
  page: { readonly html: string; readonly head: string },
): string {
  const { table, startAfterPaintUrl } = build;
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
    .replace('</head>', `${head}${stylesheets}</head>`);
  // The app's entry is fetched as before but run by the start script once the page has painted.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(withHead);
  if (!entry) throw new Error('prerender: the shell has no app entry <script type="module">');
  const withStart = withHead.replace(
    entry[0],
    `<link rel="modulepreload" crossorigin href="${entry[1]}">` +
      `<script type="module" src="${startAfterPaintUrl}" data-app-entry="${entry[1]}"></script>`,
  );
  if (!withStart.includes('<div id="root"></div>'))
    throw new Error('prerender: the shell has no empty <div id="root"></div>');
  return withStart.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
}
