import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { changedContent, changedJson } from './support/changed-content.ts';
import { appHasTakenOver } from './support/prerendered.ts';
import { saveScreenshot } from './support/screenshots.ts';

/**
 * Static-first help pages (issue 17, decision 025): home, the categories of each layout, articles
 * and contact-us are their prerendered HTML and one small page script; the app loads only where
 * a customer needs it (forms, search results), or where the content changed since the build.
 */

/** Files of the app itself: its entry, the framework, the router's and the forms' code. */
const appCode = /\/help-and-support\/assets\/(index|framework|main|LoadedSchemaForm)-[\w-]+\.js$/;

const helpPages = [
  { path: '/help-and-support/', heading: /help/i, pagePath: '/' },
  { path: '/help-and-support/bills-and-payments', heading: /bills and payments/i },
  { path: '/help-and-support/meters', heading: /meter/i },
  { path: '/help-and-support/emergencies', heading: /emergenc/i },
  { path: '/help-and-support/breakdowns', heading: /breakdown/i },
  { path: '/help-and-support/meters/how-to-read-your-meter', heading: /read your meter/i },
  { path: '/help-and-support/contact-us', heading: /contact/i },
] as const;

/** Every script file the page asks for from now on. */
function scriptsRequested(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The analytics page views pushed so far (SPEC section 1). */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((event) => event.event === 'pageView')
      .map((event) => event.pagePath),
  );

for (const help of helpPages) {
  test(`${help.path} runs no framework, and counts one page view`, async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto(help.path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').locator('h1')).toHaveText(help.heading);
    expect(scripts.filter((script) => appCode.test(script))).toEqual([]);
    expect(scripts.some((script) => /\/content-page-[\w-]+\.js$/.test(script))).toBe(true);
    const expected =
      'pagePath' in help ? help.pagePath : help.path.replace('/help-and-support', '');
    expect(await pageViews(page)).toEqual([expected]);
  });
}

test('a form page runs the app, counting its page view as the help pages name theirs', async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto('/help-and-support/contact-us');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Submit a meter reading' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/submit-meter-read$/);
  await expect(page.getByLabel('First name')).toBeEditable();
  expect(scripts.some((script) => appCode.test(script))).toBe(true);
  expect(await pageViews(page)).toEqual(['/submit-meter-read']);
});

for (const releaseOut of [false, true]) {
  test(`from a form, links to help pages load each page as built, at its top${releaseOut ? ', a newer release out' : ''} (issue 30)`, async ({
    page,
  }) => {
    if (releaseOut) {
      await page.route('**/help-and-support/version.json', (route) =>
        route.fulfill({ json: { build: 'a-newer-release' } }),
      );
    }
    for (const link of [
      () => page.getByRole('banner').getByRole('link', { name: /^British Gas Help & Support/ }),
      () => page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }),
      // The header's own content names home as /help-and-support, which the host redirects.
      () => page.getByRole('banner').getByRole('link', { name: 'Help & Support', exact: true }),
    ]) {
      await page.goto('/help-and-support/submit-meter-read');
      await appHasTakenOver(page);
      // Only a page as built carries the content version it was built from.
      await expect(page.locator('#page-content-version')).toHaveCount(0);
      await link().click();
      // The page as built (the one the speculation rules prefetched): a new document with its
      // content version and page script, which asks for no app code.
      await expect(page.locator('#page-content-version')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => new URL(entry.name).pathname),
      );
      expect(scripts.some((script) => /\/content-page-[\w-]+\.js$/.test(script))).toBe(true);
      expect(scripts.filter((script) => appCode.test(script))).toEqual([]);
      // It opens at its top, wherever the form was scrolled to for the link.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }
  });
}

test('an article changed since the build shows its new text in the same visit', async ({
  page,
}) => {
  await changedContent(
    page,
    '/aem6/content/britishgas/help/meters/how-to-read-your-meter.html',
    (html) =>
      html.replace(
        'Most meters show a row of numbers.',
        'Since this week, every meter shows its reading on a screen.',
      ),
  );
  await page.goto('/help-and-support/meters/how-to-read-your-meter');
  await expect(
    page.getByText('Since this week, every meter shows its reading on a screen.'),
  ).toBeVisible();
  await expect(page.getByText('Most meters show a row of numbers.')).toHaveCount(0);
  expect(await pageViews(page)).toEqual(['/meters/how-to-read-your-meter']);
  await expectNoAxeViolations(page, 'article renewed after the build');
});

test('three days after the build, an outage that has ended is not shown', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000) });
  await page.goto('/help-and-support/');
  // As built, the outage content names one.
  await expect(
    page.getByRole('region', { name: 'Planned maintenance this weekend' }),
  ).toBeVisible();
  await changedJson(
    page,
    '/serviceoutages/journeys/help-and-support/jcr:content.data.json',
    () => ({
      title: '',
      message: '',
    }),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Planned maintenance this weekend' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('main').locator('h1')).toBeVisible();
});

test('a week after the build, meter-read week has ended on contact-us', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() + 8 * 24 * 60 * 60 * 1000) });
  const pill = page.getByText("It's meter reading week");
  await page.goto('/help-and-support/contact-us');
  await expect(pill).toBeVisible();
  await changedJson(page, '/json/help/meter-read/submit-meter-read.json', (json) => ({
    ...json,
    isMeterReadWeek: false,
  }));
  await page.reload();
  await expect(pill).toHaveCount(0);
  await expect(page.getByRole('main').locator('h1')).toHaveText(/contact/i);
});

test("an article's content scripts load on the static page (SPEC section 2)", async ({ page }) => {
  const scripts = scriptsRequested(page);
  await page.goto('/help-and-support/homecare-help/book-a-repair');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(
    expect.arrayContaining([
      '/aem6/etc.clientlibs/nucleus/clientlibs/forms.js',
      '/aem6/etc.clientlibs/nucleus/clientlibs/global.js',
    ]),
  );
});

test('help pages name speculation rules that prefetch links and prerender journeys', async ({
  page,
  request,
}) => {
  const response = await page.goto('/help-and-support/');
  expect(response?.headers()['speculation-rules']).toBe(
    '"/help-and-support/speculation-rules.json"',
  );
  const rules = await request.get('/help-and-support/speculation-rules.json');
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json');
  const body = (await rules.json()) as { prefetch: unknown[]; prerender: unknown[] };
  expect(body.prefetch).toHaveLength(1);
  expect(JSON.stringify(body.prerender)).toContain('/help-and-support/submit-meter-read');
});

/**
 * Resolves once Chromium has fetched ahead the page at `url` that the speculation rules name, as
 * its DevTools protocol reports it: prefetched and ready to serve, or prerendered and ready to
 * show. Under automation Chromium prerenders nothing (PrerenderingDisabledByDevTools), so here it
 * is the prefetch.
 */
async function fetchedAhead(page: Page, url: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const onStatus = (event: { key: { url: string }; status: string }) => {
    if (event.key.url === url && event.status === 'Ready') ready();
  };
  cdp.on('Preload.prefetchStatusUpdated', onStatus);
  cdp.on('Preload.prerenderStatusUpdated', onStatus);
  await cdp.send('Preload.enable');
  return async () => {
    await isReady;
    await cdp.detach();
  };
}

test('a journey link followed from a help page was fetched ahead, on hover', async ({
  page,
  baseURL,
}) => {
  const journeyPage = new URL('/help-and-support/submit-meter-read', baseURL).href;
  const journeyPageReady = await fetchedAhead(page, journeyPage);
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('main').getByRole('link', { name: 'Submit a meter reading' });
  await link.first().hover();
  // Ready before the click, so the hover alone fetched it ("moderate" eagerness fetches on a
  // short hover, and on the press of a click too).
  await journeyPageReady();
  await link.first().click();
  await expect(page).toHaveURL(/\/submit-meter-read$/);
  await expect(page.getByLabel('First name')).toBeEditable();
  const deliveredBy = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { deliveryType?: string; activationStart?: number })
      | undefined;
    return { type: entry?.deliveryType, activated: (entry?.activationStart ?? 0) > 0 };
  });
  expect(deliveredBy.activated || deliveredBy.type === 'navigational-prefetch').toBe(true);
  // A prerendered page counts its view once it is shown, once.
  expect(await pageViews(page)).toEqual(['/submit-meter-read']);
});

/**
 * Why Chromium did not restore a page from the back/forward cache, as its DevTools protocol
 * reports it, less the reasons the test browser itself gives (automation turns the cache off).
 */
async function backForwardCacheBlockers(page: Page, from: string, to: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const reasons: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event) => {
    for (const reason of event.notRestoredExplanations) {
      reasons.push(`${reason.type}: ${reason.reason}`);
    }
  });
  await page.goto(from);
  await page.waitForLoadState('networkidle');
  await page.goto(to);
  await page.goBack();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  // What the test browser itself causes: automation turns the cache off, and a navigation the
  // test makes (not a link the page follows) keeps the browsing instance. Neither is the site's.
  return reasons.filter(
    (reason) =>
      !/^Circumstantial: (BackForwardCacheDisabled\w*|BrowsingInstanceNotSwapped)$/.test(reason),
  );
}

test('going back to a help page, nothing of the site keeps it out of the back/forward cache', async ({
  page,
}) => {
  expect(
    await backForwardCacheBlockers(
      page,
      '/help-and-support/meters',
      '/help-and-support/emergencies',
    ),
  ).toEqual([]);
  await saveScreenshot(page, 'static-first-back', { fullPage: false });
});

test('the back/forward cache check finds a page that blocks it (no-store)', async ({ page }) => {
  await page.route('**/help-and-support/breakdowns', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'cache-control': 'no-store' },
    });
  });
  expect(
    await backForwardCacheBlockers(
      page,
      '/help-and-support/breakdowns',
      '/help-and-support/emergencies',
    ),
  ).toContainEqual(expect.stringMatching(/MainResourceHasCacheControlNoStore$/));
});

/**
 * The pages a stalled consent script must not hold blank or unusable: a help page, and a
 * journey's step, whose form must work without it.
 */
const pagesBeforeConsent = [
  { path: '/help-and-support/contact-us', heading: /contact/i, usable: 'Submit a meter reading' },
  { path: '/help-and-support/submit-meter-read', heading: /meter reading/i, usable: 'First name' },
] as const;

/** Holds the consent platform's script until the returned function lets it through. */
async function holdConsentScript(page: Page): Promise<() => void> {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(/\/assets\/stand-in-consent-banner-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

for (const { path, heading, usable } of pagesBeforeConsent) {
  test(`${path} paints with the consent question while the consent platform's script is on its way, which then answers it`, async ({
    page,
  }) => {
    // Decision 028: the consent script is async; a render-blocking one held the first paint.
    // Decision 049: the question is in the built page, so it paints with it, not after the script.
    const arrive = await holdConsentScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await expect(page.getByRole('main').locator('h1')).toHaveText(heading);
    await expect(page.getByText('0800 111 999').first()).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByLabel(usable)
        .or(page.getByRole('main').getByText(usable))
        .first(),
    ).toBeVisible();
    const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
    await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
    await expect(page.locator('body > :first-child')).toHaveAccessibleName(
      'Cookies on Help & Support',
    );
    await saveScreenshot(page, `before-consent-script${path.replaceAll('/', '-')}`, {
      fullPage: false,
    });
    arrive();
    // The platform publishes the groups as it starts (as OneTrust does), then wires the question.
    await page.waitForFunction(() => window.OptanonActiveGroups !== undefined);
    await banner.getByRole('button', { name: 'Accept all cookies' }).click();
    await expect(banner.getByRole('status')).toHaveText(/You've accepted all cookies/);
  });
}

test("a visitor who has answered sees no question, only the reminder after the page, from the consent platform's script", async ({
  page,
}) => {
  await page.goto('/help-and-support/contact-us');
  await page
    .getByRole('region', { name: 'Cookies on Help & Support' })
    .getByRole('button', { name: 'Reject additional cookies' })
    .click();
  const arrive = await holdConsentScript(page);
  await page.goto('/help-and-support/meters', { waitUntil: 'commit' });
  await expect(page.getByRole('main').locator('h1')).toHaveText(/meter/i);
  // Until the script has read the answer, the question written into the page is there.
  await expect(page.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
  arrive();
  const reminder = page.getByRole('region', { name: 'Cookies on Help & Support' });
  await expect(reminder).toHaveText(/You've rejected additional cookies/);
  await expect(page.getByRole('button', { name: 'Accept all cookies' })).toHaveCount(0);
  await expect(page.locator('body > :last-child')).toHaveAccessibleName(
    'Cookies on Help & Support',
  );
});
