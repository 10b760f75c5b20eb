import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, press } from './support/keyboard.ts';
import { signInCookies } from './support/sign-in.ts';
import { identityCopy } from '../../src/lib/identity/identity-copy.ts';

/** The protected deals page (SPEC sections 2, 4 and 6) on the embedded stub's demo sign-in. */

test('a signed-out visitor signs in with the keyboard and comes back to the deals', async ({
  page,
}) => {
  await page.goto('/help-and-support/deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in (demo)' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('response_type')).toBe('token');

  await choose(page.getByRole('radio', { name: /Tom Evans/ }));
  await press(page.getByRole('button', { name: 'Sign in' }));

  await expect(page).toHaveURL(/\/help-and-support\/deals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals');
  await expect(page).toHaveTitle(`Your customer deals${identityCopy.deals.titleSuffix}`);
  await expect(page.getByText('What you might see here')).toBeVisible();
  // The callback's tokens never stay in the address bar.
  expect(page.url()).not.toContain('token');
});

test('a signed-in customer sees the deals at once', async ({ page, context, baseURL }) => {
  await context.addCookies(
    ['cognito_id_token', 'access_token'].map((name) => ({
      name,
      value: `stub-${name === 'access_token' ? 'access' : 'id'}-token-live-accounts`,
      url: baseURL ?? '',
    })),
  );
  await page.goto('/help-and-support/deals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals');
  await expect(page).toHaveURL(/\/help-and-support\/deals$/);
});

test('with only the access cookie the customer is signed out', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'access_token', value: 'stub-access-token-live-accounts', url: baseURL ?? '' },
  ]);
  await page.goto('/help-and-support/deals');
  await expect(page).toHaveURL(/\/identity\/logout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been signed out');
});

/** The deals page, signed in, on a clock the test moves (the idle timer's 15 minutes, SPEC 4). */
async function openDealsOnTestClock(page: Page, context: BrowserContext, baseURL: string) {
  await context.addCookies(signInCookies('live-accounts', baseURL));
  await page.clock.install();
  await page.goto('/help-and-support/deals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals');
}

const idleWarning = (page: Page) =>
  page.getByRole('dialog', { name: "You're about to be signed out" });

test('an idle customer is warned by a modal at 13 minutes, and with no answer goes to /logout at 15', async ({
  page,
  context,
  baseURL,
}) => {
  // A short window, so the page behind the warning could scroll.
  await page.setViewportSize({ width: 800, height: 320 });
  await openDealsOnTestClock(page, context, baseURL ?? '');
  expect(await page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
  await page.clock.fastForward('12:59');
  await expect(idleWarning(page)).toHaveCount(0);
  await page.clock.fastForward('00:01');
  await expect(idleWarning(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  expect(await idleWarning(page).evaluate((dialog) => dialog.matches(':modal'))).toBe(true);

  // Behind the modal there is nothing to do: the page neither scrolls nor takes a click, and
  // none of it answers the warning.
  await page.mouse.move(20, 300);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  await page.mouse.click(20, 300);
  await expect(idleWarning(page)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL(/\/help-and-support\/deals$/);

  await page.clock.fastForward('02:00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have been signed out');
  expect(new URL(page.url()).pathname).toBe('/logout');
});

test('"Stay signed in" and Escape each keep the session for another 15 minutes', async ({
  page,
  context,
  baseURL,
}) => {
  await openDealsOnTestClock(page, context, baseURL ?? '');
  await page.clock.fastForward('13:00');
  await press(page.getByRole('button', { name: 'Stay signed in' }));
  await expect(idleWarning(page)).toBeHidden();

  await page.clock.fastForward('12:59');
  await expect(idleWarning(page)).toBeHidden();
  await page.clock.fastForward('00:01');
  await expect(idleWarning(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(idleWarning(page)).toBeHidden();

  await page.clock.fastForward('12:59');
  await expect(idleWarning(page)).toBeHidden();
  await expect(page).toHaveURL(/\/help-and-support\/deals$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals');
});
