import { expect, test } from './fixtures.ts';

/** Server-side route rules of SPEC section 2, which hold before any script runs. */

test('an unknown path goes to the main site page-not-found page', async ({ page, guard }) => {
  guard.allowConsoleErrors(/status of 404/);
  await page.goto('/help-and-support/no/such/page/here');
  await expect(page).toHaveURL(/\/404\.html$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('submit-meter-read/ with a trailing slash redirects permanently to the path without it', async ({
  request,
}) => {
  const response = await request.get('/help-and-support/submit-meter-read/?fuel=Gas', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/help-and-support/submit-meter-read?fuel=Gas');
});
