import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { changedJson, headerConfigurationPath } from './support/changed-content.ts';
import { appHasTakenOver } from './support/prerendered.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { pageTitle } from '../../src/site/page-title.ts';

/**
 * Prerendered pages (decision 015, issue 7: LCP): a page that looks the same to every visitor
 * comes from the server as HTML, so it is there before any of the site's scripts has run, and
 * the app then takes it over without losing what the visitor did meanwhile.
 */

const siteScripts = /\/help-and-support\/assets\/.*\.js$/;
/** The app's entry and the framework: what a slow network delays the most. */
const appScripts = /\/help-and-support\/assets\/(index|framework)-[\w-]+\.js$/;

/** Holds the app's scripts until `release` is called, as a slow network would. */
async function holdAppScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(appScripts, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('a category page is whole before any script runs', async ({ page, guard }) => {
  guard.allowConsoleErrors(/Failed to load resource/);
  await page.route(siteScripts, (route) => route.abort());
  await page.goto('/help-and-support/bills-and-payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with bills and payments');
  await expect(page).toHaveTitle(pageTitle('Bills and payments'));
  await expect(
    page.getByRole('link', { name: 'Understanding your energy bill' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The consent question is in the built page, to paint with it (decision 049); its script
  // answers it, or takes it out for a visitor who has answered.
  await expect(
    page
      .getByRole('region', { name: 'Cookies on Help & Support' })
      .getByRole('button', { name: 'Accept all cookies' }),
  ).toBeVisible();
  await saveScreenshot(page, 'prerendered-category-no-script', { fullPage: false });
});

test('a form page shows its heading and loading state before any script runs, no fields', async ({
  page,
}) => {
  // Held rather than failed: a page whose app cannot load shows the site's error page instead.
  await holdAppScripts(page);
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Making a complaint.');
  await expect(page.getByRole('status')).toHaveText('Loading the form…');
  await expect(page.getByRole('textbox')).toHaveCount(0);
});

test('the search box searches before any script runs', async ({ page, guard }) => {
  guard.allowConsoleErrors(/Failed to load resource/);
  await page.route(siteScripts, (route) => route.abort());
  await page.goto('/help-and-support/');
  await page.getByRole('searchbox', { name: 'Search Help & Support' }).fill('economy 7');
  await page.keyboard.press('Enter');
  // As the app sends it: the words, and the page the search was made from (SPEC section 2).
  await expect(page).toHaveURL(
    /\/help-and-support\/search\?q=economy(\+|%20)7&initiated=%2Fhelp-and-support%2F?$/,
  );
});

test('before any script runs, the browser refuses an empty search and one over 2000 characters', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/Failed to load resource/);
  await page.route(siteScripts, (route) => route.abort());
  await page.goto('/help-and-support/');
  const box = page.getByRole('searchbox', { name: 'Search Help & Support' });
  await box.focus();
  await page.keyboard.press('Enter');
  expect(await box.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page).toHaveURL(/\/help-and-support\/$/);
  // Pasted whole, not cut to the limit: the customer is told, not silently given less.
  await box.fill('a'.repeat(2001));
  await expect(box).toHaveValue('a'.repeat(2001));
  await page.keyboard.press('Enter');
  expect(await box.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
    true,
  );
  // The browser shows the box's title with its own words: the app's message for this error.
  await expect(box).toHaveAttribute('title', 'Search must be 2,000 characters or fewer');
  await expect(page).toHaveURL(/\/help-and-support\/$/);
  await box.fill('a'.repeat(2000));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/search\?q=a{2000}&initiated=/);
});

/**
 * The header's content as changed since the build: a help page then loads the app to render
 * over it (decision 025), as a form page always does.
 */
function contentChangedSinceBuild(page: Page): Promise<void> {
  return changedJson(page, headerConfigurationPath, (json) => ({ ...json, hideA11yBtn: true }));
}

test('words typed into the search box before the app ran are kept, with the focus', async ({
  page,
}) => {
  await contentChangedSinceBuild(page);
  const release = await holdAppScripts(page);
  await page.goto('/help-and-support/', { waitUntil: 'domcontentloaded' });
  // By its label: reached for, the box becomes a combobox as its suggestions' code loads, which
  // the held app scripts do not hold back.
  const box = page.getByLabel('Search Help & Support', { exact: true });
  await box.fill('economy 7');
  await box.focus();
  await release();
  await appHasTakenOver(page);
  await expect(box).toHaveValue('economy 7');
  await expect(box).toBeFocused();
  // The app heard the words: its search takes them.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/search\?q=economy(\+|%20)7/);
});

test('after the app takes over, the head has one title, description and canonical link', async ({
  page,
}) => {
  await contentChangedSinceBuild(page);
  await page.goto('/help-and-support/bills-and-payments/understanding-your-bill');
  await expect(page.getByRole('link', { name: 'Accessibility options' })).toHaveCount(0);
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const counts = await page.evaluate(() => ({
    title: document.querySelectorAll('title').length,
    description: document.querySelectorAll('meta[name="description"]').length,
    canonical: document.querySelectorAll('link[rel="canonical"]').length,
  }));
  expect(counts).toEqual({ title: 1, description: 1, canonical: 1 });
  await expect(page).toHaveTitle(pageTitle('Understanding your energy bill'));
});

test('a page with no prerendered copy (search) still gets the app', async ({ page }) => {
  await page.goto('/help-and-support/search?q=meter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search Help & Support' })).toHaveValue('meter');
});
