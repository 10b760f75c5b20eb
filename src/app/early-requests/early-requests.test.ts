import { afterEach, describe, expect, it } from 'vitest';
import {
  earlyRequestsFor,
  earlyRequestTableId,
  fillContentUrl,
  readEarlyRequestTable,
  startEarlyRequests,
  type EarlyRequestTable,
} from './early-requests.ts';

const route = (path: string, extra: Partial<EarlyRequestTable['routes'][number]> = {}) => ({
  path,
  scripts: [`/help-and-support/assets/${path.replaceAll('/', '_') || 'home'}.js`],
  styles: [],
  content: [],
  ...extra,
});

const table: EarlyRequestTable = {
  basePath: '/help-and-support',
  routes: [
    route('/', { content: ['/content/categories.json'] }),
    route('/search'),
    route('/$category/'),
    route('/$category/$article', {
      styles: ['/help-and-support/assets/article.css'],
      content: ['/content/categories.json', '/content/help/{category}/{article}.html'],
    }),
    route('/complaints/$complaint/'),
    route('/complaints/feedback/'),
  ],
};

describe('which route a page address renders', () => {
  it.each([
    ['/help-and-support', '/'],
    ['/help-and-support/', '/'],
    ['/help-and-support/search', '/search'],
    ['/help-and-support/bills-and-payments', '/$category/'],
    ['/help-and-support/bills-and-payments/understanding-your-bill', '/$category/$article'],
    // A static segment beats a parameter: feedback is not a complaint type.
    ['/help-and-support/complaints/feedback', '/complaints/feedback/'],
    ['/help-and-support/complaints/gas-and-electricity', '/complaints/$complaint/'],
  ])('%s renders %s', (pathname, expected) => {
    expect(earlyRequestsFor(table, pathname)?.route.path).toBe(expected);
  });

  it('asks for nothing outside the base path or for an address no route has', () => {
    expect(earlyRequestsFor(table, '/help-and-supportx')).toBeUndefined();
    expect(earlyRequestsFor(table, '/elsewhere')).toBeUndefined();
    expect(earlyRequestsFor(table, '/help-and-support/a/b/c/d')).toBeUndefined();
  });
});

describe('content addresses with path parameters', () => {
  it('fills each parameter, encoded as the content client encodes it', () => {
    expect(
      fillContentUrl('/help/{category}/{article}.html', { category: 'bills', article: 'a%20b' }),
    ).toBe('/help/bills/a%20b.html');
    expect(fillContentUrl('/help/{category}.html', { category: 'bills&more' })).toBe(
      '/help/bills%26more.html',
    );
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(fillContentUrl('/help/{category}.html', { category: '%E0%A4%A' })).toBe(
      '/help/%25E0%25A4%25A.html',
    );
  });

  it('asks for nothing when a parameter is missing', () => {
    expect(fillContentUrl('/help/{category}/{article}.html', { category: 'bills' })).toBe(
      undefined,
    );
  });
});

describe('the early requests a page makes', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('adds a fetch preload per content, then a style preload per style and a module preload per script', async () => {
    window.history.replaceState(null, '', '/help-and-support/bills-and-payments/your-bill');
    await startEarlyRequests(document, table);
    const links = [...document.head.querySelectorAll('link')].map((link) => ({
      rel: link.rel,
      as: link.getAttribute('as'),
      crossorigin: link.getAttribute('crossorigin'),
      href: link.getAttribute('href'),
    }));
    expect(links).toEqual([
      { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: '/content/categories.json' },
      {
        rel: 'preload',
        as: 'fetch',
        crossorigin: 'anonymous',
        href: '/content/help/bills-and-payments/your-bill.html',
      },
      {
        rel: 'preload',
        as: 'style',
        crossorigin: 'anonymous',
        href: '/help-and-support/assets/article.css',
      },
      {
        rel: 'modulepreload',
        as: null,
        crossorigin: null,
        href: '/help-and-support/assets/_$category_$article.js',
      },
    ]);
  });

  it("asks for nothing the page already links, such as a prerendered page's stylesheets", async () => {
    window.history.replaceState(null, '', '/help-and-support/bills-and-payments/your-bill');
    document.head.innerHTML =
      '<link rel="stylesheet" crossorigin="anonymous" href="/help-and-support/assets/article.css">';
    await startEarlyRequests(document, table);
    expect(
      document.head.querySelectorAll('link[href="/help-and-support/assets/article.css"]'),
    ).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('adds nothing on an address no route renders', async () => {
    window.history.replaceState(null, '', '/somewhere-else');
    expect(await startEarlyRequests(document, table)).toEqual([]);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });

  it('reads its table from the JSON data block of the page', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = earlyRequestTableId;
    block.textContent = JSON.stringify(table);
    document.head.append(block);
    expect(readEarlyRequestTable(document)).toEqual(table);
    block.remove();
    expect(readEarlyRequestTable(document)).toBeUndefined();
  });
});
