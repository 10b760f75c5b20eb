import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  enterAddressByHand,
  fillPersonalDetails,
  goToQueryStep,
  samplePerson,
} from './support/complaint-steps.ts';
import { continueAndSend } from './support/check-answers.ts';
import { uniqueSurname } from './support/customer.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { storedLeadsMentioning, storedLeadWithReference } from './support/leads.ts';
import { appHasTakenOver } from './support/prerendered.ts';
import { headerLink, searchBox } from './support/site-frame.ts';
import { countPageLoads, heldFile, pressBack, simulateRelease } from './support/release.ts';
import { signInCookies } from './support/sign-in.ts';
import { sendComplaint, sendFeedback } from './support/send-journeys.ts';

/**
 * Every way into a journey while a new release is published under an open page (issue 16,
 * section 5): the page is loaded, the old build's files go (simulateRelease), the customer goes
 * on, and reaches the page they asked for with at most one full load, anything they typed still
 * there. Home to the meter-read form, a category to an article and typed meter-read answers are
 * in new-release.spec.ts.
 */

const missingFile = /status of 404|Failed to fetch dynamically imported module|Unable to preload/;

interface WayIn {
  readonly name: string;
  readonly from: string;
  readonly signedIn?: boolean;
  /** What the customer does before the release (typing, choosing). */
  readonly before?: (page: Page) => Promise<void>;
  /** How the customer goes on after it. */
  readonly goOn: (page: Page) => Promise<void>;
  readonly reaches: RegExp;
  readonly heading: string | RegExp;
  /** What shows once there: the page's own content, its form, or what was typed. */
  readonly shows: (page: Page) => Promise<void>;
}

const waysIn: readonly WayIn[] = [
  {
    name: 'home to making a complaint',
    from: '/help-and-support/',
    goOn: (page) => page.getByRole('link', { name: 'Make a complaint' }).first().click(),
    reaches: /\/help-and-support\/make-a-complaint-select-type$/,
    heading: 'Make a complaint',
    shows: (page) => expect(page.getByRole('radio', { name: 'Energy' })).toBeVisible(),
  },
  {
    name: 'the complaint choice to the energy question, the choice made before the release',
    from: '/help-and-support/make-a-complaint-select-type',
    before: (page) => choose(page.getByRole('radio', { name: 'Energy' })),
    goOn: (page) => press(page.getByRole('button', { name: 'Continue' })),
    reaches: /\/help-and-support\/make-a-complaint-select-energy$/,
    heading: 'Make an energy complaint',
    shows: (page) =>
      expect(
        page.getByRole('group', { name: 'What type of energy customer are you?' }),
      ).toBeVisible(),
  },
  {
    name: 'contact us to the meter-read form (meter-read week)',
    from: '/help-and-support/contact-us',
    goOn: (page) =>
      page.getByRole('main').getByRole('link', { name: 'Submit a meter reading' }).click(),
    reaches: /\/help-and-support\/submit-meter-read$/,
    heading: 'Submit a meter reading',
    shows: (page) => expect(page.getByLabel('First name')).toBeVisible(),
  },
  {
    name: 'the search box, words typed before the release and sent after it',
    from: '/help-and-support/',
    before: (page) => typeInto(searchBox(page), 'economy 7'),
    goOn: (page) => searchBox(page).press('Enter'),
    reaches: /\/help-and-support\/search\?q=economy(\+|%20)7&/,
    heading: 'Search Help & Support',
    shows: async (page) => {
      await expect(page.getByRole('heading', { name: /Results for ‘economy 7’/ })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Economy 7 meters' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Search Help & Support' })).toHaveValue(
        'economy 7',
      );
    },
  },
  {
    name: 'the signed-in deals to contact us, still signed in after',
    from: '/help-and-support/deals',
    signedIn: true,
    before: (page) =>
      expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals'),
    goOn: (page) => page.getByRole('main').getByRole('link', { name: 'contact us' }).click(),
    reaches: /\/help-and-support\/contact-us$/,
    heading: 'Contact us',
    shows: async (page) => {
      await appHasTakenOver(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/help-and-support\/deals$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your customer deals');
    },
  },
];

for (const way of waysIn) {
  test(`during a release, ${way.name}: at most one full load`, async ({
    page,
    context,
    baseURL,
    guard,
  }) => {
    guard.allowConsoleErrors(missingFile);
    if (way.signedIn) await context.addCookies(signInCookies('live-accounts', baseURL ?? ''));
    const site = await simulateRelease(page);
    await page.goto(way.from);
    await appHasTakenOver(page);
    await way.before?.(page);
    site.release();
    await way.goOn(page);
    await expect(page).toHaveURL(way.reaches);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(way.heading);
    expect(site.fullLoads()).toBeLessThanOrEqual(1);
    await way.shows(page);
  });
}

test('during a release, a complaint mid-way: the next step loads, Back keeps the answers, one lead is sent', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile);
  const site = await simulateRelease(page);
  const surname = uniqueSurname();
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await appHasTakenOver(page);
  await fillPersonalDetails(page, samplePerson(surname));
  await enterAddressByHand(page);
  // The address is saved (its code loaded) before the release.
  await expect(page.getByRole('button', { name: 'Next step' })).toBeVisible();
  site.release();

  await goToQueryStep(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what happened');
  expect(site.fullLoads()).toBeLessThanOrEqual(1);

  await pressBack(page);
  await expect(page).toHaveURL(/\/complaints\/gas-and-electricity$/);
  await expect(page.getByLabel('Last name')).toHaveValue(surname);
  await expect(page.getByLabel('Email address')).toHaveValue(
    `${surname.toLowerCase()}@example.com`,
  );
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Tariff issues');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), `Sent once, ${surname}.`);
  await continueAndSend(page);
  await expect(page).toHaveURL(/\/help-and-support\/confirmation$/);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
});

test('during a release, Back pressed on the page loaded in full before its app has started: the page before shows', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(missingFile);
  const site = await simulateRelease(page);
  // The new page's app waits for this before its first render: Back comes before it.
  const takeover = await heldFile(page, /\/assets\/PrerenderedPageTakeover-[^/]+\.js/);
  // Between two pages the app runs: a help page's links are full page loads anyway.
  await page.goto('/help-and-support/make-a-complaint-select-type');
  await appHasTakenOver(page);
  site.release();
  takeover.hold();
  await headerLink(page, 'Submit a meter reading').click();
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read$/);
  await takeover.asked();
  await page.goBack();
  await expect(page).toHaveURL(/\/help-and-support\/make-a-complaint-select-type$/);
  takeover.letThrough();
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a complaint');
  expect(site.fullLoads()).toBe(1);
});

/**
 * A release noticed before the last step of a journey (issue 30): the host's version file names a
 * newer build from the start, so every move to another page is a full load, the move to the
 * confirmation included. The confirmation still shows the reference, and one lead is sent.
 */
const journeysToAConfirmation: readonly {
  readonly name: string;
  readonly goThrough: (page: Page, surname: string) => Promise<void>;
  readonly confirmationHeading: string | RegExp;
}[] = [
  { name: 'a complaint', goThrough: sendComplaint, confirmationHeading: /complaint/i },
  {
    name: 'feedback',
    goThrough: sendFeedback,
    confirmationHeading: "Thanks, we've got your request",
  },
];

for (const journey of journeysToAConfirmation) {
  test(`a release noticed before the confirmation of ${journey.name}: the reference shows, one lead is sent`, async ({
    page,
  }) => {
    await page.route('**/help-and-support/version.json', (route) =>
      route.fulfill({ json: { build: 'a-newer-release' } }),
    );
    const documentLoads = await countPageLoads(page);
    const surname = uniqueSurname();
    await journey.goThrough(page, surname);
    await expect(page).toHaveURL(/\/help-and-support\/confirmation$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.confirmationHeading);
    const reference = page.getByRole('main').getByText(/^HS-[A-Z0-9]{8}$/);
    await expect(reference).toBeVisible();
    // Each move was a full load: the release was noticed before the confirmation's.
    expect(documentLoads()).toBeGreaterThanOrEqual(3);
    await storedLeadWithReference((await reference.textContent()) ?? '');
    expect(storedLeadsMentioning(surname)).toHaveLength(1);
  });
}
