import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appHasTakenOver } from './support/prerendered.ts';

/**
 * The HTML asks, ahead of the app's entry, for the current route's code, styles and content
 * (src/app/early-requests). Each early request must be one the page would make anyway, and the
 * page must take its answer rather than ask again: nothing extra is downloaded, nothing twice.
 */

const pages = [
  '/',
  '/bills-and-payments',
  '/bills-and-payments/understanding-your-bill',
  '/search?q=bill',
  '/contact-us',
  '/make-a-complaint-select-type',
  '/complaints/gas-and-electricity',
  '/complaints/feedback',
  '/submit-meter-read',
];

/** Every resource the page fetched, by path and query, in order. */
async function fetchedResources(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      return url.pathname + url.search;
    }),
  );
}

async function loadFully(page: Page, path: string): Promise<void> {
  await page.goto(`/help-and-support${path}`);
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
  await appHasTakenOver(page);
  // A form page shows its heading while its form loads: wait for the form too.
  await expect(page.locator('.loading-state')).toHaveCount(0);
}

for (const path of pages) {
  test(`${path}: the early requests are ones the page makes anyway, each made once`, async ({
    page,
    context,
  }) => {
    // The page on its own, with the early-requests script answered by an empty one.
    const alone = await context.newPage();
    await alone.route('**/assets/early-requests-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await loadFully(alone, path);
    const fetchedAlone = new Set(await fetchedResources(alone));
    await alone.close();

    await loadFully(page, path);
    const fetched = await fetchedResources(page);
    const early = await page.evaluate(() =>
      [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          'link[rel=modulepreload], link[rel=preload]',
        ),
      ]
        .map((link) => new URL(link.href))
        .map((url) => url.pathname + url.search),
    );

    expect(early.length).toBeGreaterThan(0);
    // Browsers look for the charset in the first 1024 bytes; the early tags come after it.
    expect(await page.evaluate(() => document.head.firstElementChild?.outerHTML)).toBe(
      '<meta charset="utf-8">',
    );
    expect(early.filter((resource) => !fetchedAlone.has(resource))).toEqual([]);
    for (const resource of early) {
      expect(
        fetched.filter((candidate) => candidate === resource),
        resource,
      ).toHaveLength(1);
    }
  });
}
