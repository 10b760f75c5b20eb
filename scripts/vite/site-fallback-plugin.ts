import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Connect, Plugin } from 'vite';
import { SiteErrorContent } from '../../src/features/site-frame/SiteErrorContent.tsx';
import { NeedsJavaScriptPage } from '../../src/lib/loading/NeedsJavaScriptPage.tsx';
import { appFailedEvent } from '../../src/site/app-failed-event.ts';
import { appOnlyAttribute, prerenderedPageAttribute } from '../../src/site/prerendering.ts';
import { watchForAStuckStart } from '../../src/app/site-fallback/watch-for-a-stuck-start.ts';
import { consentScriptAttribute } from './stand-in-consent-banner-plugin.ts';

/** Not hashed and outside assets/, so a release that removes the old build's files keeps it. */
export const siteFallbackScriptName = 'site-fallback.js';

/** How long the app may take to start before the page shows its static error content. */
const stuckAfterMs = 8000;

export function siteFallbackScript(): string {
  const options = {
    delayMs: stuckAfterMs,
    appFailedEvent,
    prerenderedPageAttribute,
    thirdPartyAttribute: consentScriptAttribute,
  };
  return `(${watchForAStuckStart.toString()})(${JSON.stringify(options)});\n`;
}

/**
 * The site's error page as HTML, hidden until the script above shows it. It is the page's main
 * landmark when shown (the app's own, inside #root, is hidden then), so a screen reader's
 * landmark list finds it.
 */
export function siteFallbackHtml(): string {
  // An empty href is the page's own address: "Try again" loads it in full.
  const content = renderToStaticMarkup(createElement(SiteErrorContent, { retryHref: '' }));
  return `<main id="site-fallback" class="page-width" hidden ${appOnlyAttribute}>${content}</main>`;
}

/** Marks the page index.html shows without JavaScript, so prerendered pages can leave it out. */
export const needsJavaScriptPageAttribute = 'data-needs-javascript-page';

/**
 * For a browser without JavaScript on a page only the app renders: what it needs, and ways on.
 * Shown by the site's stylesheet only when scripting is off (base.css, `.needs-javascript`), as
 * a form page's own notice is: a <noscript> is not shown by every browser that runs no script.
 */
export function needsJavaScriptPageHtml(): string {
  const content = renderToStaticMarkup(createElement(NeedsJavaScriptPage));
  return `<div ${needsJavaScriptPageAttribute}>${content}</div>`;
}

/**
 * Never a blank page (issue 16): writes the site's error page into index.html, after #root and
 * hidden, with the classic script that shows it when the app cannot start (watch-for-a-stuck-start.ts),
 * and what a browser without JavaScript shows instead.
 * The script is emitted into the build and answered by the dev server.
 */
export function siteFallbackPlugin(basePath: string): Plugin {
  const scriptPath = `${basePath}/${siteFallbackScriptName}`;
  return {
    name: 'help-and-support:site-fallback',
    configureServer(server) {
      server.middlewares.use(((req, res, next) => {
        if (req.url?.split('?', 1)[0] !== scriptPath) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(siteFallbackScript());
      }) as Connect.NextHandleFunction);
    },
    transformIndexHtml: {
      // After bundling: the script is a classic one at a fixed address, not for Vite to bundle.
      order: 'post',
      handler: (html) =>
        html
          .replace(
            '<div id="root"></div>',
            `<div id="root"></div>\n    ${siteFallbackHtml()}\n    ${needsJavaScriptPageHtml()}`,
          )
          .replace(
            '</title>',
            `</title>\n    <script src="${scriptPath}" ${appOnlyAttribute}></script>`,
          ),
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: siteFallbackScriptName,
        source: siteFallbackScript(),
      });
    },
  };
}
