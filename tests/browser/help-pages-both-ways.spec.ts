import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appRenderedOver } from './support/changed-content.ts';
import { distDir } from './support/chromium.ts';
import { pageContentVersionId } from '../../src/lib/content/content-version.ts';
import { basePath } from '../../src/site/site-paths.ts';
import { prerenderedPagesFolder } from '../../scripts/prerender/prerendered-page-file.ts';

/**
 * A help page reaches a reader in three ways (decision 035): as built, its HTML and page script;
 * with the app rendered over it when its content changed since the build; and, where the build
 * did not write it, rendered by the app from its shell. Every built help page is loaded the first
 * two ways here, and a page of each kind the third, and what a reader and a crawler get must be
 * the same: the title, the head's description, robots and canonical, the scripts it names from
 * outside the site's own code, and the main content's text.
 */

/** The served address of every help page the build wrote as HTML (its content version in it). */
function builtHelpPages(): string[] {
  const folder = join(distDir, prerenderedPagesFolder);
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file, 'utf8').includes(`id="${pageContentVersionId}"`))
    .map((file) => relative(folder, file).replace(/\.html$/, ''))
    .map((name) => (name === 'index' ? `${basePath}/` : `${basePath}/${name}`))
    .sort();
}

const helpPages = builtHelpPages();

/** What a reader and a crawler get from the page on screen. */
function whatThePageSays(page: Page) {
  return page.evaluate((siteAssets) => {
    const head = document.head;
    const all = (selector: string, attribute: string) =>
      [...head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
    return {
      title: document.title,
      description: all('meta[name="description"]', 'content'),
      robots: all('meta[name="robots"]', 'content'),
      canonical: all('link[rel="canonical"]', 'href'),
      scripts: [...head.querySelectorAll<HTMLScriptElement>('script[src]')]
        .map((script) => new URL(script.src).pathname)
        .filter((path) => !path.startsWith(siteAssets))
        .sort(),
      main: (document.querySelector('main')?.innerText ?? '').replace(/\s+/g, ' ').trim(),
    };
  }, `${basePath}/assets/`);
}

test('every help page the build wrote is compared, home, a category of each layout and articles among them', () => {
  expect(helpPages.length).toBeGreaterThan(50);
  for (const address of [
    `${basePath}/`,
    `${basePath}/bills-and-payments`,
    `${basePath}/meters`,
    `${basePath}/emergencies`,
    `${basePath}/energy-tariffs`,
    `${basePath}/contact-us`,
    `${basePath}/homecare-help/book-a-repair`,
  ]) {
    expect(helpPages).toContain(address);
  }
});

for (const address of helpPages) {
  test(`${address}: as built and with the app rendered over it, a reader and a crawler get the same`, async ({
    page,
  }) => {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const asBuilt = await whatThePageSays(page);
    expect(asBuilt.main).not.toBe('');

    await appRenderedOver(page);
    await page.goto(address);
    // The app has rendered: it takes the page's prerendered head tags out as it does.
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('[data-prerendered]').length))
      .toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await whatThePageSays(page)).toEqual(asBuilt);
  });
}

/**
 * The third way (decision 035): a help page the build did not write (an article published after
 * it) is served as the app's shell, and the app renders it from scratch. A page the build did
 * write is served that way here, by answering its address with the shell, and must say what the
 * built page says: home, a category of each layout, an article and contact-us.
 */
for (const address of [
  `${basePath}/`,
  `${basePath}/bills-and-payments`,
  `${basePath}/meters`,
  `${basePath}/emergencies`,
  `${basePath}/homecare-help/book-a-repair`,
  `${basePath}/contact-us`,
]) {
  test(`${address}: rendered by the app from its shell, a reader and a crawler get what the built page gives`, async ({
    page,
  }) => {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    const asBuilt = await whatThePageSays(page);

    await page.route(address, async (route) =>
      route.fulfill({
        response: await route.fetch({
          url: new URL(`${basePath}/index.html`, route.request().url()).href,
        }),
      }),
    );
    await page.goto(address);
    await expect(page.locator('#page-content-version')).toHaveCount(0);
    await expect(page.getByRole('main').locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fromTheShell = await whatThePageSays(page);
    // The shell's own script, which shows its error content if the app cannot start.
    const shellScript = `${basePath}/site-fallback.js`;
    expect({
      ...fromTheShell,
      scripts: fromTheShell.scripts.filter((script) => script !== shellScript),
    }).toEqual(asBuilt);
  });
}
