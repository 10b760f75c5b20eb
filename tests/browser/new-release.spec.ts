import { appFailedEvent } from '../../src/site/app-failed-event.ts';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { continueAndSend } from './support/check-answers.ts';
import { todayParts, uniqueSurname } from './support/customer.ts';
import { storedLeadsMentioning } from './support/leads.ts';
import { choose, press, typeInto } from './support/keyboard.ts';
import { changedJson, headerConfigurationPath } from './support/changed-content.ts';
import { appHasTakenOver } from './support/prerendered.ts';
import { headerLink } from './support/site-frame.ts';
import { screenshotAtWidths } from './support/screenshots.ts';
import {
  breakEveryAsset,
  countPageLoads,
  failedModulesStayFailed,
  simulateRelease,
} from './support/release.ts';

/**
 * A new release published while a customer has the site open (issue 16): the old build's hashed
 * files are gone, so code the open page asks for later fails. The customer still reaches the page
 * they asked for, with one full load, or sees the error page with the emergency numbers: never a
 * blank page.
 */

const missingFile = /status of 404|Failed to fetch dynamically imported module|Unable to preload/;

test('home to the meter-read form during a release: one full load reaches the form', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile);
  const site = await simulateRelease(page);
  await page.goto('/help-and-support/');
  await appHasTakenOver(page);
  site.release();
  await headerLink(page, 'Submit a meter reading').click();
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(site.fullLoads()).toBe(1);
});

test('a category to an article during a release: one full load reaches the article', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile);
  const site = await simulateRelease(page);
  await page.goto('/help-and-support/meters');
  await appHasTakenOver(page);
  site.release();
  await page
    .getByRole('main')
    .getByRole('link', { name: 'How to read your meter' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/help-and-support\/meters\/how-to-read-your-meter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/read your meter/i);
  expect(site.fullLoads()).toBeLessThanOrEqual(1);
});

test('every file failing: after at most one full load, the error page with the emergency numbers', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile, /.*/);
  await page.goto('/help-and-support/');
  await appHasTakenOver(page);
  const site = await breakEveryAsset(page);
  await headerLink(page, 'Submit a meter reading').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, this page didn't load");
  await expect(page.getByRole('link', { name: '0800 111 999' })).toHaveAttribute(
    'href',
    'tel:0800111999',
  );
  await expect(page.getByRole('link', { name: '105' })).toHaveAttribute('href', 'tel:105');
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(site.fullLoads()).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, 'site error page');
  await screenshotAtWidths(page, 'site-error-static');
});

for (const { path, kind } of [
  { path: '/help-and-support/submit-meter-read', kind: 'a prerendered form page' },
  { path: '/help-and-support/search?q=gas', kind: "a page served as the app's shell" },
]) {
  test(`the app's entry failing to load on ${kind}: the page's own HTML shows the error page`, async ({
    page,
    guard,
  }) => {
    guard.allowConsoleErrors(/.*/);
    await page.route(/\/help-and-support\/assets\/index-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText("Sorry, this page didn't load");
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '');
    await expect(page.getByRole('link', { name: 'Go to Help & Support home' })).toBeVisible();
    await expect(page.getByRole('link', { name: '0800 111 999' })).toBeVisible();
    await expect(page.getByRole('link', { name: '105' })).toBeVisible();
    await expect(page.getByText('Loading the form…')).toBeHidden();
    await expectNoAxeViolations(page, "the page's own error content");
  });
}

test("the app's router failing to start on a form page: the error page at once, not when the watch gives up", async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/.*/);
  await page.addInitScript((failedEvent) => {
    // The browser's history, which the router writes its first entry to, refuses.
    History.prototype.replaceState = () => {
      throw new Error('replaceState refused');
    };
    window.addEventListener(failedEvent, () => {
      document.documentElement.dataset.appFailed = '';
    });
  }, appFailedEvent);
  await page.goto('/help-and-support/submit-meter-read');
  // Said by the app itself: the watch for a stuck start (8 s) dispatches no such event.
  await expect(page.locator('html')).toHaveAttribute('data-app-failed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Sorry, this page didn't load");
  await expect(page.getByRole('link', { name: '0800 111 999' })).toBeVisible();
});

test("the consent platform's script failing while the app loads is not the page failing", async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/.*/);
  // It fails after the watch for a stuck start has begun and before the app has started.
  await page.route(/\/assets\/stand-in-consent-banner-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: 503, body: 'Unavailable' });
  });
  // Registered before the page's own scripts, so before the watch's: once this has seen the
  // failure, the watch has too.
  await page.addInitScript(() => {
    window.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLScriptElement && /consent-banner/.test(event.target.src)) {
          document.documentElement.dataset.consentScriptFailed = '';
        }
      },
      true,
    );
  });
  let startApp: () => void = () => undefined;
  const appMayStart = new Promise<void>((resolve) => {
    startApp = resolve;
  });
  await page.route(/\/help-and-support\/assets\/index-[^/]+\.js$/, async (route) => {
    await appMayStart;
    await route.continue();
  });
  await page.goto('/help-and-support/submit-meter-read');
  await expect(page.locator('html')).toHaveAttribute('data-consent-script-failed');
  // The watch shows its page once the HTML has been read, if it is going to.
  await page.waitForLoadState('domcontentloaded');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  await expect(page.locator('#site-fallback')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
  startApp();
  await expect(page.getByRole('main').getByLabel('First name')).toBeVisible();
});

test('a help page renewed after the build whose app cannot load keeps the page as built', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/.*/);
  // The content changed since the build, so the page script loads the app, whose entry is gone.
  await changedJson(page, headerConfigurationPath, (json) => ({ ...json, hideA11yBtn: true }));
  const entryAsked = page.waitForRequest(/\/help-and-support\/assets\/index-[^/]+\.js$/);
  await page.route(/\/help-and-support\/assets\/index-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/help-and-support/');
  await entryAsked;
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
  await expect(page.getByRole('link', { name: 'Accessibility options' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Sorry, this page didn't load" })).toHaveCount(0);
});

test('the app starts: the static error content is gone from the page', async ({ page }) => {
  await page.goto('/help-and-support/submit-meter-read');
  await appHasTakenOver(page);
  await expect(page.locator('#site-fallback')).toHaveCount(0);
  await expect(page.locator('[data-needs-javascript-page]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
});

test('offline before the phone-number rules came, in a browser that keeps a failed import: one more load once back online, then checked', async ({
  page,
  context,
  guard,
}) => {
  guard.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported/);
  const rules = await failedModulesStayFailed(page, /\/assets\/phone-number-rules-[^/]+\.js/);
  await page.goto('/help-and-support/submit-meter-read');
  await expect(page.getByLabel('First name')).toBeVisible();
  await context.setOffline(true);
  rules.failNow(true);
  const pageLoads = await countPageLoads(page);
  const surname = uniqueSurname();
  await typeInto(page.getByLabel('First name'), 'Ada');
  await typeInto(page.getByLabel('Last name'), surname);
  await press(page.getByRole('button', { name: 'Continue' }));
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't check your answers" });
  await expect(alert).toBeVisible();

  await context.setOffline(false);
  rules.failNow(false);
  // The page loads again, once, with the answers kept in its draft.
  await expect.poll(pageLoads).toBe(1);
  await appHasTakenOver(page);
  await expect(page.getByLabel('Last name')).toHaveValue(surname);
  await press(page.getByRole('button', { name: 'Continue' }));
  // The rules are in: the form checks the answers and shows what is missing.
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await expect(page.getByLabel('Last name')).toHaveValue(surname);
});

test('a release shows at once and old pages keep their files: pages are never cached, hashed files for a year', async ({
  page,
  request,
}) => {
  await page.goto('/help-and-support/');
  const entry = await page
    .locator('script[type="module"][src*="/assets/index-"], script[data-app-entry]')
    .first()
    .evaluate(
      (tag) => (tag as HTMLScriptElement).dataset.appEntry ?? (tag as HTMLScriptElement).src,
    );
  expect((await request.get(entry)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  for (const path of [
    '/help-and-support/',
    '/help-and-support/search?q=gas',
    '/help-and-support/site-fallback.js',
    '/help-and-support/version.json',
  ]) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});

test('answers typed before a release survive its one full load, and the reading is sent once', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile);
  const site = await simulateRelease(page);
  await page.goto('/help-and-support/submit-meter-read');
  await appHasTakenOver(page);
  const form = page.getByRole('main');
  const surname = uniqueSurname();
  await typeInto(form.getByLabel('First name'), 'Ada');
  await typeInto(form.getByLabel('Last name'), surname);
  await typeInto(form.getByLabel('Telephone number'), '07911 123456');
  await choose(form.getByRole('radio', { name: 'Gas only' }));
  await typeInto(form.getByLabel('Gas meter reading'), '012345');
  const { day, month, year } = todayParts();
  await typeInto(form.getByLabel('Day', { exact: true }), day);
  await typeInto(form.getByLabel('Month', { exact: true }), month);
  await typeInto(form.getByLabel('Year', { exact: true }), year);
  site.release();
  // On to another page, whose code is gone: one full load brings the new release.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/help-and-support\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact/i);
  expect(site.fullLoads()).toBe(1);
  // Back to the form: every answer is still there, and the reading is sent once.
  await headerLink(page, 'Submit a meter reading').click();
  await expect(form.getByLabel('Last name')).toHaveValue(surname);
  await expect(form.getByLabel('Gas meter reading')).toHaveValue('012345');
  await continueAndSend(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for submitting your meter reading',
  );
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
});

for (const { served, fullLoad } of [
  { served: 'a newer release', fullLoad: true },
  { served: 'this release', fullLoad: false },
]) {
  test(`version.json naming ${served}: the next link is ${fullLoad ? 'a full page load' : 'handled in the page'}`, async ({
    page,
  }) => {
    if (fullLoad) {
      await page.route('**/help-and-support/version.json', (route) =>
        route.fulfill({ json: { build: 'a-newer-release' } }),
      );
    }
    const documentLoads = await countPageLoads(page);
    const checked = page.waitForResponse('**/help-and-support/version.json');
    // From a page the app runs to another: a link to a help page is a full page load anyway.
    await page.goto('/help-and-support/make-a-complaint-select-type');
    await appHasTakenOver(page);
    await checked;
    await headerLink(page, 'Submit a meter reading').click();
    await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
    expect(documentLoads()).toBe(fullLoad ? 2 : 1);
  });
}
