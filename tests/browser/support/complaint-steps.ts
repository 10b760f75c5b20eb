import { expect, type Locator, type Page } from '@playwright/test';
import type { ComplaintRoute } from '../../../src/site/journey-routes.ts';
import { choose, press, selectByKeyboard, typeInto } from './keyboard.ts';

/**
 * The complaint and enquiry steps (SPEC sections 2, 4 and 5) as a customer does them with the
 * keyboard, shared by the journey tests and the keystroke benchmark.
 */

/** What a customer types on 'A bit about you'. */
export interface ComplaintPerson {
  readonly firstName: string;
  readonly surname: string;
  readonly email: string;
  readonly telephone: string;
  readonly textphone?: string;
  readonly extraSupport: boolean;
}

/** A guest customer with believable details. */
export function samplePerson(surname: string): ComplaintPerson {
  return {
    firstName: 'Ada',
    surname,
    email: `${surname.toLowerCase()}@example.com`,
    telephone: '07911 123456',
    extraSupport: false,
  };
}

/** Types the personal details (not the address). */
export async function fillPersonalDetails(page: Page, person: ComplaintPerson): Promise<void> {
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), person.firstName);
  await typeInto(form.getByLabel('Last name'), person.surname);
  await typeInto(form.getByLabel('Email address'), person.email);
  await typeInto(form.getByLabel('Telephone number'), person.telephone);
  if (person.textphone)
    await typeInto(form.getByLabel('Textphone number (optional)'), person.textphone);
  const support = form.getByRole('group', { name: 'Can we record any extra support you need?' });
  await choose(support.getByRole('radio', { name: person.extraSupport ? 'Yes' : 'No' }));
}

/** Finds the address by postcode and picks one from the list. */
export async function findAddressByPostcode(
  page: Page,
  postcode: string,
  address: string,
  /**
   * The address question to answer: by default the form's own, as content teams may add others
   * to the page.
   */
  form: Locator = page.getByRole('main').getByRole('group', { name: 'Your address' }),
): Promise<void> {
  // A complaint starts with the address typed by hand; feedback starts with the postcode.
  const switchToPostcode = form.getByRole('button', {
    name: 'Find the address by postcode instead',
  });
  if ((await switchToPostcode.count()) > 0) await press(switchToPostcode);
  await typeInto(form.getByLabel('Postcode'), postcode);
  await press(form.getByRole('button', { name: 'Find address' }));
  await selectByKeyboard(form.getByLabel('Select your address'), address);
}

/** Types the address by hand (the default for a complaint address) and uses it. */
export async function enterAddressByHand(page: Page): Promise<void> {
  const form = page.getByRole('main').getByRole('group', { name: 'Your address' });
  await typeInto(form.getByLabel('House name or number'), '12');
  await typeInto(form.getByLabel('Street'), 'High Street');
  await typeInto(form.getByLabel('Town or city'), 'Leeds');
  await typeInto(form.getByLabel('Postcode'), 'LS1 1AA');
  await press(form.getByRole('button', { name: 'Use this address' }));
}

/** Presses 'Next step' on the details step and waits for the query step. */
export async function goToQueryStep(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: 'Next step' }));
  await expect(page).toHaveURL(/\/query$/);
}

/** Opens a complaint route, fills the details with an address typed by hand, and goes on. */
export async function reachComplaintQueryStep(
  page: Page,
  route: ComplaintRoute = 'gas-and-electricity',
  person: ComplaintPerson = samplePerson('Lovelace'),
): Promise<Locator> {
  await page.goto(`/help-and-support/complaints/${route}`);
  await fillPersonalDetails(page, person);
  await enterAddressByHand(page);
  await goToQueryStep(page);
  return page.getByRole('textbox', { name: 'Your message' });
}
