import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from './fixtures.ts';
import { distDir } from './support/chromium.ts';
import { nucleusContentMeta } from '../../src/lib/content/parse-content-page.ts';
import { contentPaths } from '../../src/site/content-paths.ts';
import { basePath } from '../../src/site/site-paths.ts';
import {
  prerenderedPageFile,
  prerenderedPagesFolder,
} from '../../scripts/prerender/prerendered-page-file.ts';

/**
 * Checks over every page the build prerendered (decision 015), each at the address it is served
 * from: a page is rendered at build time after all the others, so what one page asked for must
 * not reach another.
 */

/** The address of each prerendered page of the build, e.g. '/help-and-support/meters'. */
function builtPageAddresses(): string[] {
  const folder = join(distDir, prerenderedPagesFolder);
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).replace(/\.html$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}`))
    .map((pagePath) => {
      // The file the server answers the address with is the one read here.
      if (prerenderedPageFile(pagePath) === undefined)
        throw new Error(`${pagePath}: no address is served from this file`);
      return pagePath === '/' ? `${basePath}/` : `${basePath}${pagePath}`;
    })
    .sort();
}

const addresses = builtPageAddresses();

/** Whether the content service flags the article at this address nucleusContent (SPEC section 2). */
function isFlaggedArticle(address: string): boolean {
  const [category, article, ...rest] = address.slice(basePath.length + 1).split('/');
  if (!category || !article || rest.length > 0) return false;
  const fixture = join('content-fixtures', contentPaths.article(category, article));
  if (!existsSync(fixture)) return false;
  const flag = new RegExp(
    `<meta\\b[^>]*\\bname="${nucleusContentMeta}"[^>]*\\bcontent="true"`,
    'i',
  );
  return flag.test(readFileSync(fixture, 'utf8'));
}

test('the build prerendered the pages these checks go over, a flagged article among them', () => {
  expect(addresses.length).toBeGreaterThan(60);
  expect(addresses.filter(isFlaggedArticle)).toEqual([
    '/help-and-support/homecare-help/book-a-repair',
  ]);
});

for (const address of addresses) {
  const flagged = isFlaggedArticle(address);
  test(`${address} ${flagged ? 'carries and fetches' : 'neither carries nor fetches'} the content scripts`, async ({
    page,
    guard,
  }) => {
    const response = await page.goto(address);
    // As served: the app takes a page's prerendered head tags out once it has rendered.
    const html = (await response?.text()) ?? '';
    await page.waitForLoadState('networkidle');
    const carried = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map(
      ([, src = '']) => new URL(src, page.url()).pathname,
    );
    const fetched = guard.requests.map((request) => new URL(request.url).pathname);
    const expected = flagged ? [...contentPaths.nucleusScripts].sort() : [];
    const isContentScript = (path: string) =>
      (contentPaths.nucleusScripts as readonly string[]).includes(path);
    expect(carried.filter(isContentScript).sort()).toEqual(expected);
    expect([...new Set(fetched.filter(isContentScript))].sort()).toEqual(expected);
  });
}

/** The canonical host of the test build: the default of VITE_CANONICAL_HOST (SPEC section 1). */
const canonicalOrigin = 'https://www.britishgas.co.uk';

for (const address of addresses) {
  test(`${address} names its own address on www as its canonical link`, async ({ request }) => {
    // Answered where it was asked for, not redirected: the address a search engine keeps.
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const canonicals = [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/g)];
    expect(canonicals.map(([, href]) => href)).toEqual([`${canonicalOrigin}${address}`]);
  });
}
