import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { typeInto } from './support/keyboard.ts';
import {
  actionsNamed,
  answerConsentBanner,
  isRumIntake,
  receivedEvents,
  recordRequestsAfterConsent,
  searchFindingNothing,
  searchPathFor,
} from './support/monitoring.ts';
import { saveScreenshot, screenshotWidths } from './support/screenshots.ts';

/**
 * Search that understands customers' words (issue 32, item 4): suggestions as the customer types
 * on the search page, by keyboard only, in the WAI-ARIA APG combobox pattern; and each search
 * that finds nothing counted through monitoring with consent, its words scrubbed.
 */

/** axe at each width, in the state the page is in now, with a screenshot of it to look at. */
async function checkAtEachWidth(page: Page, state: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, `${state} at ${width} px`);
    await saveScreenshot(page, `search-suggestions-${state}-${width}`, { fullPage: false });
  }
  if (original) await page.setViewportSize(original);
}

test('a customer types "top", arrows to a suggestion and Enter takes them to its page', async ({
  page,
}) => {
  // axe runs eight times here, in four states at two widths, over a page of results.
  test.setTimeout(90_000);
  await page.goto('/help-and-support/');
  await answerConsentBanner(page, 'Reject additional cookies');
  await page.goto('/help-and-support/search?q=meter');
  await expect(page.getByRole('heading', { name: 'Results for ‘meter’' })).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Search Help & Support' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await checkAtEachWidth(page, 'closed');

  await typeInto(box, 'top');
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  const options = listbox.getByRole('option');
  await expect(options).toHaveCount(5);
  await expect(page.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText(
    '5 suggestions are available',
  );
  await checkAtEachWidth(page, 'open');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  );
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(options.first()).toHaveAttribute('aria-selected', 'false');
  await checkAtEachWidth(page, 'second-chosen');

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue('top');
  await expect(page.getByRole('status').filter({ hasText: 'suggestions' })).toHaveCount(0);
  await checkAtEachWidth(page, 'closed-by-escape');

  // Down opens the list again on its first suggestion; Enter goes to that page.
  await box.press('ArrowDown');
  const first = options.first();
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  const title = (await first.textContent())?.split(' In ')[0] ?? '';
  expect(title).toBe('How to top up your pay as you go meter');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/pay-as-you-go\/top-up-your-meter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('Enter with no suggestion chosen searches for the words typed', async ({ page }) => {
  await page.goto('/help-and-support/search?q=meter');
  const box = page.getByRole('combobox', { name: 'Search Help & Support' });
  await expect(page.getByRole('heading', { name: 'Results for ‘meter’' })).toBeVisible();
  await typeInto(box, 'top');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/help-and-support\/search\?q=top&/);
  await expect(page.getByRole('heading', { name: 'Results for ‘top’' })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
});

for (const path of ['/help-and-support/', '/help-and-support/meters']) {
  test(`the search box on the help page ${path} suggests pages too, its code loaded once the customer reaches for it`, async ({
    page,
  }) => {
    const suggestionsCode = /\/wire-search-suggestions-[\w-]+\.js$/;
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (suggestionsCode.test(request.url())) loaded.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await answerConsentBanner(page, 'Reject additional cookies');
    // Static as built, and nothing of the suggestions loaded with the page.
    expect(await page.locator('head [data-prerendered]').count()).toBeGreaterThan(0);
    expect(loaded).toEqual([]);
    const box = page.getByRole('searchbox', { name: 'Search Help & Support' });
    await box.focus();
    const combobox = page.getByRole('combobox', { name: 'Search Help & Support' });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(loaded).toHaveLength(1);

    await typeInto(combobox, 'top');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-controls',
      (await listbox.getAttribute('id')) ?? '',
    );
    await expect(listbox.getByRole('option')).toHaveCount(5);
    await expect(page.getByRole('status').filter({ hasText: 'suggestions' })).toHaveText(
      '5 suggestions are available',
    );
    await expectNoAxeViolations(page, `suggestions on ${path}`);
    await saveScreenshot(page, `search-suggestions-help-page-${path.replace(/\W+/g, '-')}`, {
      fullPage: false,
    });

    await combobox.press('ArrowDown');
    const first = listbox.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    await combobox.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(combobox).toHaveValue('top');
    await combobox.press('ArrowDown');
    await combobox.press('Enter');
    await expect(page).toHaveURL(/\/help-and-support\/pay-as-you-go\/top-up-your-meter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to top up your pay as you go meter',
    );
  });
}

/** A search nothing answers, with a phone number in it that must never be counted. */
const phoneSearch = 'Xylophone 07700 900123';

test('with consent, a search that finds nothing is counted once, its words scrubbed', async ({
  page,
  context,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  await searchFindingNothing(page, phoneSearch);
  await expect
    .poll(() => actionsNamed(requests, 'search_no_results'), { timeout: 15_000 })
    .toEqual([{ term: 'xylophone [number]' }]);
  const events = receivedEvents(requests);
  expect(events.length).toBeGreaterThan(0);
  // The whole number, as typed, joined or encoded (its parts alone occur in timings).
  expect(events.filter((text) => /07700(\s|\+|%20)?900123/.test(text))).toEqual([]);
});

test('without consent, a search that finds nothing sends nothing', async ({
  page,
  context,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(
    page,
    context,
    guard,
    'Reject additional cookies',
  );
  await page.goto(searchPathFor(phoneSearch));
  await expect(page.getByRole('heading', { name: /No results for/ })).toBeVisible();
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => isRumIntake(request.url()))).toEqual([]);
  expect(requests.filter((request) => request.url().includes('datadog'))).toEqual([]);
});
