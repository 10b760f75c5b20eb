import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderingAttribute } from '../../src/site/prerendering.ts';
import { renderPage } from './render-page.tsx';

/** The page's HTML and head, failing the test when the page was skipped. */
async function rendered(path: string) {
  const page = await renderPage(path);
  if (page.kind !== 'page') throw new Error(`${path} was skipped: ${page.reason}`);
  return page;
}

// The prerenderer renders through the site's own code against the stub's content, as here.
describe('a page rendered for prerendering (decision 015)', () => {
  beforeEach(() => document.documentElement.setAttribute(prerenderingAttribute, ''));
  afterEach(() => document.documentElement.removeAttribute(prerenderingAttribute));

  it('is the whole page as the app renders it: header, content and footer', async () => {
    const page = await rendered('/bills-and-payments');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('Bills and payments');
    expect(page.html).toContain('class="site-header"');
    expect(page.html).toContain('class="site-footer"');
    expect(page.head).toContain('<title>Bills and payments - Help &amp; Support');
    expect(page.head).toContain('rel="canonical"');
  });

  it('has no cookie banner: consent is each browser’s own', async () => {
    expect((await rendered('/')).html).not.toContain('consent-banner');
  });

  it("shows a form page's heading and loading state, with no field to type into", async () => {
    const page = await rendered('/complaints/gas-and-electricity');
    expect(page.html).toContain('Making a complaint.');
    expect(page.html).toContain('role="status"');
    expect(page.html).not.toMatch(/<(input|textarea|select)\b/);
  });

  it('names the route that rendered it, so the build knows a help page from a form', async () => {
    expect((await rendered('/')).routeId).toBe('/');
    expect((await rendered('/meters')).routeId).toBe('/$category/');
    expect((await rendered('/meters/how-to-read-your-meter')).routeId).toBe('/$category/$article');
    expect((await rendered('/submit-meter-read')).routeId).toBe('/submit-meter-read');
  });

  it("keeps an article's content scripts in its head (SPEC section 2, nucleusContent)", async () => {
    const page = await rendered('/homecare-help/book-a-repair');
    expect(page.head).toMatch(/<script[^>]*src="[^"]*\/nucleus\/clientlibs\/forms\.js"/);
    expect(page.head).toMatch(/<script[^>]*src="[^"]*\/nucleus\/clientlibs\/global\.js"/);
  });

  it('carries content scripts on a flagged article only, whatever was rendered before it', async () => {
    // Issue 30: React keeps the async scripts it hoisted into a document's <head> after the
    // page that asked for them is gone; every page rendered after the flagged article had them.
    const contentScripts = /<script[^>]*src="[^"]*\/nucleus\/clientlibs\//;
    expect((await rendered('/homecare-help/book-a-repair')).head).toMatch(contentScripts);
    expect((await rendered('/energy-tariffs')).head).not.toMatch(contentScripts);
    expect((await rendered('/')).head).not.toMatch(contentScripts);
    // A flagged article rendered again still asks for them.
    expect((await rendered('/homecare-help/book-a-repair')).head).toMatch(contentScripts);
  });

  it('skips a page the router sends elsewhere (an unknown category)', async () => {
    expect(await renderPage('/not-a-category')).toEqual({
      kind: 'skipped',
      reason: 'no page of the site: it sends the visitor elsewhere',
    });
  });
});
