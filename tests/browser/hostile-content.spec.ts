import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInCookies } from './support/sign-in.ts';
import {
  expectNoScriptRan,
  expectNothingExecutable,
  inertParseDirectives,
  installXssTraps,
  vectorBatches,
} from './support/hostile-content.ts';

/**
 * Content is data, never code: with every XSS vector served as the content service's HTML, no
 * script runs, no dialog opens, nothing executable reaches the page, and no request leaves for
 * a foreign host (the guard fixture fails on that and on any CSP violation).
 */

const batches = vectorBatches(64);

function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.beforeEach(async ({ context, guard }) => {
  await installXssTraps(context);
  // Relative image addresses in the vectors are harmless and simply missing.
  guard.allowConsoleErrors(/status of 404/, /Content Security Policy/);
  guard.allowCspViolations((violation) => inertParseDirectives.has(violation.directive));
});

test('the deals page shows hostile HTML as inert content', async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.addCookies(signInCookies('live-accounts', baseURL ?? ''));
  const dialogs = recordDialogs(page);
  for (const [index, batch] of batches.entries()) {
    const title = `Hostile deals ${index + 1}`;
    await page.route('**/aem6/content/britishgas/help/deals.html', (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>${title}</title></head><body><article><h1>${title}</h1>${batch}</article></body></html>`,
      }),
    );
    await page.goto('/help-and-support/deals');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNothingExecutable(page.locator('#main-content'));
    await expectNoScriptRan(page, dialogs);
    await page.unroute('**/aem6/content/britishgas/help/deals.html');
  }
});

test('an article page shows hostile HTML as inert content', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs = recordDialogs(page);
  const articleUrl = '**/aem6/content/britishgas/help/meters/economy-7-meters.html';
  for (const [index, batch] of batches.entries()) {
    const title = `Hostile article ${index + 1}`;
    await page.route(articleUrl, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>${title}</title><meta name="description" content="${title}"></head><body><article><h1>${title}</h1>${batch}</article></body></html>`,
      }),
    );
    await page.goto('/help-and-support/meters/economy-7-meters');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The article's content, not the page's own controls ("Was this page helpful?" is a form).
    await expectNothingExecutable(page.locator('#main-content .article-body'));
    await expectNoScriptRan(page, dialogs);
    await page.unroute(articleUrl);
  }
});

test('the contact page shows hostile templates as inert content', async ({ page }) => {
  test.setTimeout(60_000);
  const dialogs = recordDialogs(page);
  for (const batch of batches) {
    await page.route('**/json/help/meter-read/submit-meter-read.json', (route) =>
      route.fulfill({
        json: {
          isMeterReadWeek: true,
          contactCardPillTemplate: batch,
          contactCardTemplate: batch,
          headingTemplate: batch,
          smrErrorTemplate: batch,
        },
      }),
    );
    await page.goto('/help-and-support/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Submit a meter reading' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNothingExecutable(page.locator('#main-content'));
    await expectNoScriptRan(page, dialogs);
    await page.unroute('**/json/help/meter-read/submit-meter-read.json');
  }
});
