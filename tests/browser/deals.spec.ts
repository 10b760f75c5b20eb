import { expect, test } from './fixtures';
import { choose, press } from './support/keyboard';

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
  await expect(page).toHaveTitle('Your customer deals - Help & Support');
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
