import { describe, expect, it } from 'vitest';
import type { EarlyRequestTable } from '../../src/app/early-requests/early-requests.ts';
import { pageHtml } from './page-html.ts';

const shell = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <script type="application/json" id="early-requests" data-app-only>{"routes":[]}</script>
    <script type="module" async src="/help-and-support/assets/early-requests-abc.js" data-app-only></script>
    <title>Help & Support</title>
    <script src="/help-and-support/site-fallback.js" data-app-only></script>
    <script type="module" crossorigin src="/help-and-support/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/help-and-support/assets/framework-abc.js">
    <link rel="modulepreload" crossorigin href="/help-and-support/assets/onetrust-abc.js">
    <link rel="stylesheet" crossorigin href="/help-and-support/assets/index-abc.css">
    <link rel="preload" as="fetch" crossorigin="anonymous" href="/aem6/header.json" data-app-only>
  </head>
  <body>
    <div id="root"></div>
    <main id="site-fallback" class="page-width" hidden data-app-only><h1>Sorry</h1></main>
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
  // onetrust-abc.js is left out: the consent banner, loaded at once, needs it first.
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

describe('a static-first help page (decision 025)', () => {
  const staticFirst = {
    pageScriptUrl: '/help-and-support/assets/content-page-x.js',
    pageScriptModules: [
      '/help-and-support/assets/page-view-x.js',
      '/help-and-support/assets/framework-abc.js',
      '/help-and-support/assets/onetrust-abc.js',
    ],
    version: { content: [{ url: '/aem6/a.json', hash: 'h</script>' }] },
  };
  const html = pageHtml(
    shell,
    build,
    '/meters',
    {
      ...page,
      head: `${page.head}<script src="https://content.example/forms.js" async=""></script>`,
    },
    staticFirst,
  );

  it('runs its page script, which may load the app later, and never the app at once', () => {
    expect(html).toContain(
      '<script type="module" crossorigin src="/help-and-support/assets/content-page-x.js" data-app-entry="/help-and-support/assets/index-abc.js" data-app-modules="/help-and-support/assets/framework-abc.js"></script>',
    );
    expect(html).not.toContain('start-after-paint');
  });

  it("preloads the page script's imports once, beside it, even those the app imports too", () => {
    expect(html.match(/href="\/help-and-support\/assets\/framework-abc\.js"/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/help-and-support/assets/page-view-x.js">',
    );
    expect(html.match(/href="\/help-and-support\/assets\/onetrust-abc\.js"/g)).toHaveLength(1);
  });

  it('says what content it was built from, in a data block no content can close', () => {
    expect(html).toContain(
      '<script type="application/json" id="page-content-version">{"content":[{"url":"/aem6/a.json","hash":"h\\u003c/script>"}]}</script>',
    );
  });

  it("leaves out what only the app uses: early requests, content preloads, the app's error page", () => {
    expect(html).not.toContain('data-app-only');
    expect(html).not.toContain('early-requests');
    expect(html).not.toContain('site-fallback');
    expect(html).not.toContain('/aem6/header.json');
    expect(html).toContain('<div id="root"><main><h1>Meters</h1></main></div>');
  });

  it("keeps an article's content scripts unmarked, for the app to adopt rather than take out", () => {
    expect(html).toContain('<script src="https://content.example/forms.js" async=""></script>');
  });
});

describe('a form page keeps what the app uses', () => {
  it('keeps its early requests and error page', () => {
    const html = pageHtml(shell, build, '/submit-meter-read', page);
    expect(html).toContain('id="early-requests"');
    expect(html).toContain('id="site-fallback"');
  });
});

describe('the content HTML an app page was built with (sanitised-at-build.ts)', () => {
  const sanitised = {
    display: [['<p>Read it</p><script>x()</script>', '<p>Read it</p>']] as [string, string][],
    article: [],
  };

  it('is carried by an app page, each beside its sanitised form, with no way to close it', () => {
    const html = pageHtml(shell, build, '/submit-meter-read', { ...page, sanitised });
    expect(html).toContain(
      '<script type="application/json" id="sanitised-at-build">{"display":[["\\u003cp>Read it\\u003c/p>\\u003cscript>x()\\u003c/script>","\\u003cp>Read it\\u003c/p>"]],"article":[]}</script></body>',
    );
  });

  it('is left out when the page showed none, and on a static-first help page', () => {
    const none = { display: [], article: [] };
    expect(pageHtml(shell, build, '/meters', { ...page, sanitised: none })).not.toContain(
      'sanitised-at-build',
    );
    expect(
      pageHtml(
        shell,
        build,
        '/meters',
        { ...page, sanitised },
        {
          pageScriptUrl: '/help-and-support/assets/content-page-x.js',
          pageScriptModules: [],
          version: { content: [] },
        },
      ),
    ).not.toContain('sanitised-at-build');
  });
});
