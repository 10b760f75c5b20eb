import { expect, test } from './fixtures.ts';
import { searchBox } from './support/site-frame.ts';
import { press, typeInto } from './support/keyboard.ts';
import { helpCopy } from '../../src/features/help-content/help-content-copy.ts';
import { config } from '../../src/site/config.ts';
import { fillMessage } from '../../src/site/fill-message.ts';
import { pageTitle } from '../../src/site/page-title.ts';

/** Help content (SPEC section 2): browsing, search, emergencies, and content that is missing. */

test('a visitor goes from help home to a category and an article with the keyboard', async ({
  page,
}) => {
  await page.goto('/help-and-support/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
  await expect(page).toHaveTitle(fillMessage(helpCopy.homeTitle, { brand: config.brandName }));
  await expect(page.getByText('Planned maintenance this weekend')).toBeVisible();

  await press(page.getByRole('link', { name: 'Bills and payments' }));
  await expect(page).toHaveURL(/\/help-and-support\/bills-and-payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help with bills and payments');
  await expect(page.getByRole('heading', { name: 'Common questions' })).toBeVisible();

  await press(page.getByRole('main').getByRole('link', { name: 'Set up a Direct Debit' }).first());
  await expect(page).toHaveURL(/\/help-and-support\/bills-and-payments\/set-up-a-direct-debit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up a Direct Debit');
  await expect(page).toHaveTitle(pageTitle('Set up a Direct Debit'));
  await expect(page.getByText('Direct Debit Guarantee')).toBeVisible();
});

test('a visitor searches from help home and opens a result', async ({ page }) => {
  await page.goto('/help-and-support/');
  const box = searchBox(page);
  await typeInto(box, 'economy 7');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/help-and-support\/search\?q=economy(\+|%20)7/);
  expect(new URL(page.url()).searchParams.get('initiated')).toBe('/help-and-support/');
  await expect(page.getByRole('heading', { name: /Results for ‘economy 7’/ })).toBeVisible();
  await press(page.getByRole('link', { name: 'Economy 7 meters' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Economy 7 meters');
});

// The power-cut number is searched for; the address carries it as text, not JSON's "105".
test('a visitor searches for 105 and the address says q=105', async ({ page }) => {
  await page.goto('/help-and-support/');
  const box = searchBox(page);
  await typeInto(box, '105');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/help-and-support\/search\?q=105&/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('105');
  await expect(page.getByRole('heading', { name: /results for ‘105’/i })).toBeVisible();
  // On the search page the box suggests pages as the customer types: a combobox (issue 32).
  await expect(page.getByRole('combobox', { name: 'Search Help & Support' })).toHaveValue('105');
});

// Decision 036: the customer's own word, one the articles never use, finds them through its
// synonyms; the heading keeps what they typed.
test('a customer searches for "topup" and finds how to top up', async ({ page }) => {
  await page.goto('/help-and-support/');
  const box = searchBox(page);
  await typeInto(box, 'topup');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/help-and-support\/search\?q=topup&/);
  const results = page.getByRole('region', { name: 'Results for ‘topup’', exact: true });
  await expect(results).toBeVisible();
  await press(results.getByRole('link', { name: 'How to top up your pay as you go meter' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to top up your pay as you go meter',
  );
});

// Decision 018: 1000 characters is the length we advise, not a reason to hide the banner.
test('the outage banner shows a 1500-character message whole', async ({ page }) => {
  const ending = 'Keep your gas appliances switched off until we tell you it is safe.';
  const sentences = 'Engineers are working to restore the gas supply in your area. '.repeat(30);
  const message = `<p>${sentences.slice(0, 1500 - ending.length - 7)}${ending}</p>`;
  expect(message).toHaveLength(1500);
  await page.route('**/serviceoutages/journeys/help-and-support/jcr:content.data.json', (route) =>
    route.fulfill({ json: { title: 'Gas supply interrupted in your area', message } }),
  );
  await page.goto('/help-and-support/');
  const banner = page.getByRole('region', { name: 'Gas supply interrupted in your area' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(ending)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bills and payments' })).toBeVisible();
});

test('the emergency numbers show even when the content service is down', async ({
  page,
  context,
  baseURL,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 503/, /Fetching .* returned response: Status: 503/);
  await context.addCookies([{ name: 'stub-scenario', value: 'content-down', url: baseURL ?? '' }]);
  await page.goto('/help-and-support/emergencies');
  // The content service is retried first (SPEC section 7: 1 s, doubling), then the built-in help shows.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What to do in an emergency?', {
    timeout: 20_000,
  });
  for (const number of ['0808 157 0360', '0800 111 999', '105']) {
    await expect(page.getByRole('main').getByText(number, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Electrical safety advice' })).toBeVisible();
});

test('an unknown category or article goes to the page-not-found page', async ({ page, guard }) => {
  guard.allowConsoleErrors(/status of 404/);
  await page.goto('/help-and-support/no-such-category');
  await expect(page).toHaveURL(/\/page-not-found\.html$/);
  await page.goto('/help-and-support/meters/no-such-article');
  await expect(page).toHaveURL(/\/page-not-found\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

// On a phone, what is far below the first screen waits until the reader scrolls near it.
// Chromium starts a lazy picture within a distance of the screen that depends on the connection
// (1,250 px on 4G; 3,000 px when it cannot tell, as on this machine), so the phone here is on 4G.
test.describe('on a phone on 4G', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('help home loads the video thumbnails only as the reader scrolls to them', async ({
    page,
  }) => {
    const network = await page.context().newCDPSession(page);
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: (9_000_000 / 8) * 0.9,
      uploadThroughput: (9_000_000 / 8) * 0.9,
      connectionType: 'cellular4g',
    });
    const thumbnails: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/thumbnails/')) {
        thumbnails.push(request.url());
      }
    });
    await page.goto('/help-and-support/', { waitUntil: 'networkidle' });
    const firstIcon = page.getByRole('region', { name: 'Help topics' }).locator('img').first();
    await expect
      .poll(() => firstIcon.evaluate((icon: HTMLImageElement) => icon.naturalWidth))
      .toBeGreaterThan(0);
    expect(thumbnails).toEqual([]);

    const strip = page.getByRole('region', { name: 'Video guides' });
    await strip.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    const firstThumbnail = strip.locator('img').first();
    await expect
      .poll(() => firstThumbnail.evaluate((thumbnail: HTMLImageElement) => thumbnail.naturalWidth))
      .toBeGreaterThan(0);
    expect(thumbnails.length).toBeGreaterThan(0);
  });
});
