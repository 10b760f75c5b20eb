import { expect, test } from './fixtures.ts';
import { choose, press } from './support/keyboard.ts';

/** The complaint selection pages (SPEC section 2, "Complaint selection pages"). */

test('energy leads to the energy question, and pay as you go to its external complaint page', async ({
  page,
}) => {
  await page.goto('/help-and-support/make-a-complaint-select-type');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a complaint');
  await choose(page.getByRole('radio', { name: 'Energy' }));
  await press(page.getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/make-a-complaint-select-energy$/);
  await expect(
    page.getByRole('group', { name: 'What type of energy customer are you?' }),
  ).toBeVisible();
  await choose(page.getByRole('radio', { name: 'Pay As You Go' }));
  await press(page.getByRole('button', { name: 'Continue' }));
  // The main site's page, not this site's pay-as-you-go complaint form.
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/complaints\/pay-as-you-go$/);
});

for (const [service, path] of [
  ['Home services', '/complaints/home-services'],
  ['Installations', '/complaints/installations'],
  ['Electric vehicle', '/complaints/electric-vehicle'],
] as const) {
  test(`${service} goes to its own complaint page`, async ({ page }) => {
    await page.goto('/help-and-support/make-a-complaint-select-type');
    await choose(page.getByRole('radio', { name: service }));
    await press(page.getByRole('button', { name: 'Continue' }));
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${path}$`));
  });
}

test('credit, Direct Debit and other customers go to the credit complaint page', async ({
  page,
}) => {
  for (const type of ['Credit', 'Direct Debit', 'Other']) {
    await page.goto('/help-and-support/make-a-complaint-select-energy');
    await choose(page.getByRole('radio', { name: type }));
    await press(page.getByRole('button', { name: 'Continue' }));
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/complaints\/credit$/);
  }
});

test('continuing without a choice says what to do', async ({ page }) => {
  await page.goto('/help-and-support/make-a-complaint-select-type');
  await press(page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(page).toHaveURL(/\/make-a-complaint-select-type$/);
});
