import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolationsWithoutJavaScript } from './support/axe.ts';
import { screenshotAtWidths } from './support/screenshots.ts';

/** With JavaScript turned off (issue 16): pages read and link; pages that need the app say so. */
test.use({ javaScriptEnabled: false });

test('a form page says it needs JavaScript, with the way to contact us and the emergency numbers', async ({
  page,
}) => {
  await page.goto('/help-and-support/submit-meter-read');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
  await expect(page.getByText('Loading the form…')).toBeHidden();
  await expect(page.getByText('This form needs JavaScript to work.')).toBeVisible();
  await expectWaysOn(page);
  await screenshotAtWidths(page, 'meter-read-without-javascript');
});

test('a content page reads, and its links lead to other pages', async ({ page }) => {
  await page.goto('/help-and-support/meters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with your meter');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'How to read your meter' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help-and-support\/meters\/how-to-read-your-meter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/read your meter/i);
});

test('the search box refuses an empty search and sends a real one', async ({ page, browser }) => {
  await page.goto('/help-and-support/');
  const box = page.getByRole('searchbox', { name: 'Search Help & Support' });
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/$/);
  await box.fill('economy 7');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/search\?q=economy(\+|%20)7&initiated=/);
  // Results need the app: the page says so, with the ways to reach us and the emergency numbers.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('This page needs JavaScript');
  // On the first screen, not below an empty app root.
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('main')).toContainText('This page needs JavaScript to work.');
  await expectWaysOn(page);
  await expect(page.getByRole('main')).toHaveCount(1);
  await screenshotAtWidths(page, 'search-without-javascript');
  await expectNoAxeViolationsWithoutJavaScript(browser, page.url(), 'search without JavaScript');
});

test('a content page shows no word of needing JavaScript: it works without it', async ({
  page,
}) => {
  await page.goto('/help-and-support/meters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with your meter');
  await expect(page.getByText(/needs JavaScript/)).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('no cookie question shows: without scripts no answer could be recorded', async ({ page }) => {
  // The question is written into every page to paint with it (decision 049); its buttons need
  // the consent platform's script.
  await page.goto('/help-and-support/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  await expect(page.getByRole('region', { name: 'Cookies on Help & Support' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accept all cookies' })).toBeHidden();
});

/** The contact page, its ways to reach us by phone or online, and the emergency numbers. */
async function expectWaysOn(page: Page) {
  await expect(page.getByRole('link', { name: 'find other ways to contact us' })).toHaveAttribute(
    'href',
    '/help-and-support/contact-us',
  );
  for (const [name, href] of [
    ['Energy contact options', '/contact-us/energy'],
    ['Pay As You Go contact options', '/contact-us/pay-as-you-go'],
    ['Home services contact options', '/contact-us/home-services'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  await expect(page.getByRole('link', { name: '105', exact: true })).toHaveAttribute(
    'href',
    'tel:105',
  );
}
