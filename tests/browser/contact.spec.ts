import { expect, test } from './fixtures.ts';
import { press } from './support/keyboard.ts';

/** The contact page (SPEC section 2, "Contact page"), in a meter-read week. */

test('the contact page shows the three customer cards and leads to the meter-read form', async ({
  page,
}) => {
  await page.goto('/help-and-support/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
  for (const card of [
    'Direct Debit or pay on receipt of bill',
    'Pay As You Go (prepayment)',
    'Home services',
  ]) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByText(/smell gas, have a meter fault, or have no heating/)).toBeVisible();
  await expect(page.getByText("It's meter reading week")).toBeVisible();

  await press(page.getByRole('main').getByRole('link', { name: 'Submit a meter reading' }));
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read$/);
});
