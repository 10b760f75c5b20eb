import type { Page } from '@playwright/test';
import { expect, test, type PageGuard } from './fixtures.ts';
import { appRenderedOver } from './support/changed-content.ts';
import { contentPaths } from '../../src/site/content-paths.ts';

/**
 * The help home's outage banner (SPEC section 2) has two renderings: the static home as built,
 * which its page script keeps or renews by what the outage service says now (decision 025), and
 * the app rendered over it when the page's content changed (decision 035). For each answer the
 * outage service can give, both show the same banner, or none: an outage that is over, by an
 * empty document, a 404 or an error, leaves both alike.
 */

/** The outage the stub's content names, so the home was built with its banner. */
const builtOutage = 'Planned maintenance this weekend';
const newOutage = 'Gas supply interrupted in Leeds';

interface OutageAnswer {
  readonly name: string;
  /** The answer in place of the stub's; none, the stub's own. */
  readonly answer?: { readonly status: number; readonly body: string };
  /** The banner's title, or null for no banner. */
  readonly banner: string | null;
}

const outageAnswers: readonly OutageAnswer[] = [
  { name: 'the outage the home was built with', banner: builtOutage },
  {
    name: 'another outage',
    answer: {
      status: 200,
      body: JSON.stringify({ title: newOutage, message: '<p>Engineers are on site.</p>' }),
    },
    banner: newOutage,
  },
  {
    name: 'an empty document',
    answer: { status: 200, body: JSON.stringify({ title: '', message: '' }) },
    banner: null,
  },
  { name: 'an empty answer', answer: { status: 200, body: '' }, banner: null },
  { name: 'a 404', answer: { status: 404, body: 'Not found' }, banner: null },
  { name: 'a server error', answer: { status: 500, body: 'Internal Server Error' }, banner: null },
];

/** Answers the outage document with `answer`, or leaves it to the stub. */
async function outageServiceAnswers(page: Page, guard: PageGuard, { answer }: OutageAnswer) {
  if (!answer) return;
  // A failed or unreadable answer is logged by the app, and by the browser.
  guard.allowConsoleErrors(/Failed to load resource/, /\[service-outage\]/);
  await page.route(
    (url) => url.pathname === contentPaths.serviceOutage,
    (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
  );
}

/** The banner shows `title`, or there is none. */
async function expectBanner(page: Page, title: string | null): Promise<void> {
  const banners = page.locator('.outage-banner');
  if (title === null) {
    await expect(banners).toHaveCount(0);
    return;
  }
  await expect(page.getByRole('region', { name: title })).toBeVisible();
  await expect(banners).toHaveCount(1);
}

for (const outage of outageAnswers) {
  test(`with ${outage.name}, the static home shows ${outage.banner ?? 'no banner'}`, async ({
    page,
    guard,
  }) => {
    await outageServiceAnswers(page, guard, outage);
    await page.goto('/help-and-support/');
    await page.waitForLoadState('networkidle');
    await expectBanner(page, outage.banner);
    await expect(page.getByRole('main').locator('h1')).toBeVisible();
  });

  test(`with ${outage.name}, the app rendered over home shows ${outage.banner ?? 'no banner'}`, async ({
    page,
    guard,
  }) => {
    await outageServiceAnswers(page, guard, outage);
    // The header's content changed since the build: the app renders over the static home.
    await appRenderedOver(page);
    await page.goto('/help-and-support/');
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('[data-prerendered]').length))
      .toBe(0);
    await expect(page.getByRole('main').locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectBanner(page, outage.banner);
  });
}
