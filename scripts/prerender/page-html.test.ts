import { describe, expect, it } from 'vitest';
import type { EarlyRequestTable } from '../../src/app/early-requests/early-requests.ts';
import { pageHtml } from './page-html.ts';

const shell = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <title>Help & Support</title>
    <script type="module" crossorigin src="/help-and-support/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/help-and-support/assets/framework-abc.js">
    <link rel="modulepreload" crossorigin href="/help-and-support/assets/onetrust-abc.js">
    <link rel="stylesheet" crossorigin href="/help-and-support/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
    <div data-needs-javascript-page><main class="page-width needs-javascript"><h1>This page needs JavaScript</h1><div class="needs-javascript"><p>x</p></div></main></div>
  </body>
</html>`;

const table: EarlyRequestTable = {
  basePath: '/help-and-support',
  routes: [
    { path: '/', scripts: [], styles: ['/help-and-support/assets/home.css'], content: [] },
    {
      path: '/$category',
      scripts: [],
      styles: ['/help-and-support/assets/category.css'],
      content: [],
    },
  ],
};

const build = {
  table,
  startAfterPaintUrl: '/help-and-support/assets/start-after-paint-x.js',
  // onetrust-abc.js is left out: the render-blocking consent banner needs it first.
  deferredModules: [
    '/help-and-support/assets/index-abc.js',
    '/help-and-support/assets/framework-abc.js',
  ],
};
const page = {
  html: '<main><h1>Meters</h1></main>',
  head: '<title>Meters - Help &amp; Support</title><meta name="description" content="Meters">',
};

describe("a prerendered page's HTML (decision 015)", () => {
  const html = pageHtml(shell, build, '/meters', page);

  it('holds the first paint in #root', () => {
    expect(html).toContain('<div id="root"><main><h1>Meters</h1></main></div>');
  });

  it("has the page's own title and description, marked for the app to replace", () => {
    expect(html).not.toContain('<title>Help & Support</title>');
    expect(html).toContain('<title data-prerendered="">Meters - Help &amp; Support</title>');
    expect(html).toContain('<meta data-prerendered="" name="description" content="Meters">');
  });

  it("links its route's stylesheets, so the first paint is styled", () => {
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin="anonymous" href="/help-and-support/assets/category.css">',
    );
    expect(html).not.toContain('home.css');
  });

  it("asks for the app's code only after the first paint, and runs it then", () => {
    expect(html).toContain(
      '<script type="module" src="/help-and-support/assets/start-after-paint-x.js" data-app-entry="/help-and-support/assets/index-abc.js" data-app-modules="/help-and-support/assets/framework-abc.js"></script>',
    );
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('href="/help-and-support/assets/framework-abc.js"');
    expect(html).toContain('<html data-prerendered-page="" lang="en-GB">');
  });

  it('keeps preloading what the first paint waits for', () => {
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/help-and-support/assets/onetrust-abc.js">',
    );
  });

  it('leaves out the page the shell shows without JavaScript: a prerendered page reads without it', () => {
    expect(html).not.toContain('This page needs JavaScript');
    expect(html).not.toContain('data-needs-javascript-page');
  });

  it("the home page takes the root route's styles", () => {
    expect(pageHtml(shell, build, '/', page)).toContain('/help-and-support/assets/home.css');
  });

  it('refuses a shell it cannot fill', () => {
    expect(() => pageHtml(shell.replace('<div id="root"></div>', ''), build, '/', page)).toThrow(
      /no empty <div id="root">/,
    );
  });
});
