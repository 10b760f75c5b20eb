import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures.ts';
import { continueToCheckAnswers, shownAnswers } from './support/check-answers.ts';
import {
  enterAddressByHand,
  fillPersonalDetails,
  goToQueryStep,
  reachComplaintQueryStep,
  samplePerson,
} from './support/complaint-steps.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails, reachFeedbackDetails } from './support/feedback-steps.ts';
import { fillGasReading } from './support/meter-read-steps.ts';
import { press, selectByKeyboard, typeInto } from './support/keyboard.ts';

/**
 * The connection lost on a journey's step (issue 37): the step's button still opens the next
 * page, never "Sorry, this page didn't load", because the next page's code and forms came while
 * the customer was on the step (decision 046), and its guard reads only sessionStorage.
 */

const lostConnection = /ERR_INTERNET_DISCONNECTED|Failed to fetch/;

/** The site's code files the page has asked for and not yet received, counted from now on. */
function codeInFlight(page: Page): () => number {
  const asked = new Set<string>();
  const code = (url: string) => url.includes('/help-and-support/assets/');
  page.on('request', (request) => {
    if (code(request.url())) asked.add(request.url());
  });
  page.on('requestfinished', (request) => asked.delete(request.url()));
  page.on('requestfailed', (request) => asked.delete(request.url()));
  return () => asked.size;
}

async function expectNoDidNotLoad(page: Page): Promise<void> {
  await expect(page.getByText("Sorry, this page didn't load")).toHaveCount(0);
}

/**
 * `loseTheConnection()` goes offline once every file of code the page asked for has come, what
 * the step fetched ahead included: a customer whose connection drops on the step after it has
 * shown.
 */
const test = base.extend<{ loseTheConnection: () => Promise<void> }>({
  loseTheConnection: async ({ page, guard }, provide) => {
    guard.allowConsoleErrors(lostConnection);
    const inFlight = codeInFlight(page);
    await provide(async () => {
      await expect.poll(inFlight).toBe(0);
      await page.context().setOffline(true);
    });
  },
});

test('offline on the details step of a complaint: Next step opens the query step', async ({
  page,
  loseTheConnection,
}) => {
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await fillPersonalDetails(page, samplePerson(uniqueSurname()));
  await enterAddressByHand(page);
  // The address is saved (a request of its own) before the connection drops.
  await expect(page.getByRole('button', { name: 'Next step' })).toBeVisible();
  await loseTheConnection();
  await goToQueryStep(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what happened');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  await expectNoDidNotLoad(page);
});

test("offline on a complaint's query step: Continue opens 'Check your answers' with the answers", async ({
  page,
  loseTheConnection,
}) => {
  const surname = uniqueSurname();
  const query = await reachComplaintQueryStep(page, 'gas-and-electricity', samplePerson(surname));
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Bill accuracy');
  await typeInto(query, `My bill is late, ${surname}.`);
  await loseTheConnection();
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual(['Last name', surname]);
  await expectNoDidNotLoad(page);
});

test("offline on 'We owe you': its button opens the details step", async ({
  page,
  loseTheConnection,
}) => {
  await page.goto('/help-and-support/complaints/feedback');
  await typeInto(
    page.getByLabel("Tell us why you don't want the refund"),
    'Please keep it as credit.',
  );
  await loseTheConnection();
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A bit about you');
  await expect(page.getByRole('main').getByLabel('First name')).toBeVisible();
  await expectNoDidNotLoad(page);
});

test("offline on the feedback details step: Continue opens 'Check your answers' with the answers", async ({
  page,
  loseTheConnection,
}) => {
  const surname = uniqueSurname();
  await reachFeedbackDetails(page);
  await fillFeedbackDetails(page, surname);
  await loseTheConnection();
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual(['Last name', surname]);
  await expectNoDidNotLoad(page);
});

test("offline on the meter-read form: Continue opens 'Check your answers' with the readings", async ({
  page,
  loseTheConnection,
}) => {
  const surname = uniqueSurname();
  await page.goto('/help-and-support/submit-meter-read');
  await fillGasReading(page, surname, '000123');
  await loseTheConnection();
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual(['Gas meter reading', '000123']);
  await expectNoDidNotLoad(page);
});

test("the connection lost as the lead's reply arrives: the confirmation still shows its reference", async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(lostConnection);
  const surname = uniqueSurname();
  const query = await reachComplaintQueryStep(page, 'gas-and-electricity', samplePerson(surname));
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Bill accuracy');
  await typeInto(query, `Sent, then offline, ${surname}.`);
  await continueToCheckAnswers(page);
  // The reply arrives, and the connection drops with it.
  await page.route('**/v1/leads', async (route) => {
    const response = await route.fetch();
    await page.context().setOffline(true);
    await route.fulfill({ response });
  });
  const inFlight = codeInFlight(page);
  const send = page.getByRole('main').getByRole('button', { name: 'Accept and send' });
  await send.focus();
  await expect.poll(inFlight).toBe(0);
  await send.press('Enter');
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('main').getByText(/^HS-[A-Z0-9]{8}$/)).toBeVisible();
  await expectNoDidNotLoad(page);
});
