import { expect, type Page } from '@playwright/test';
import { findAddressByPostcode } from './complaint-steps.ts';
import { press, typeInto } from './keyboard.ts';

/**
 * Types a guest's answers on the feedback details step (SPEC section 5): name, email, a home
 * phone and an address found by postcode. The caller sends them.
 */
export async function fillFeedbackDetails(
  page: Page,
  surname: string,
  telephone = '(020) 7946-0000',
): Promise<void> {
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), 'Ada');
  await typeInto(form.getByLabel('Last name'), surname);
  await typeInto(form.getByLabel('Email address'), `${surname.toLowerCase()}@example.com`);
  await typeInto(form.getByLabel('Telephone number'), telephone);
  // The form's own address question (an editor may add another, as the studio's test does).
  await findAddressByPostcode(
    page,
    'SW1A 1AA',
    'Flat 1, 9 Mill Street, Leeds, SW1A 1AA',
    form.getByRole('group', { name: 'Your address', exact: true }),
  );
}

/** Opens 'We owe you', gives a reason and presses its button: the details step opens. */
export async function reachFeedbackDetails(page: Page): Promise<void> {
  await page.goto('/help-and-support/complaints/feedback');
  await typeInto(
    page.getByLabel("Tell us why you don't want the refund"),
    'Please keep it as credit.',
  );
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details$/);
}
