import type { Page, Route } from '@playwright/test';
import { draftKeyPrefix } from '../../src/lib/storage/draft-key-prefix.ts';
import checkAnswersWords from '../../schemas/messages/check-answers.json' with { type: 'json' };
import journeyWords from '../../schemas/messages/journeys.json' with { type: 'json' };
import { expect, test, type PageGuard } from './fixtures.ts';
import {
  acceptAndSend,
  acceptAndSendButton,
  changeAnswer,
  continueToCheckAnswers,
  shownAnswers,
} from './support/check-answers.ts';
import { changedJson } from './support/changed-content.ts';
import { goToQueryStep, reachComplaintQueryStep, samplePerson } from './support/complaint-steps.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { fillGasReading } from './support/meter-read-steps.ts';
import { pressBack } from './support/release.ts';
import { sendComplaint, sendFeedback, sendMeterReading } from './support/send-journeys.ts';
import { storedLeadsMentioning, storedLeadWithReference } from './support/leads.ts';

/**
 * "Check your answers" is a promise (issue 37): the answers on that page are the ones we
 * receive, once, and nothing personal stays in the browser after we have them. Each test is one
 * of the findings, as a customer meets it.
 */

const referencePattern = /^HS-[A-Z0-9]{8}$/;

/** The reference the confirmation shows. */
async function shownReference(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/confirmation$/);
  const reference = page.getByRole('main').getByText(referencePattern);
  await expect(reference).toBeVisible();
  return (await reference.textContent()) ?? '';
}

/** The confirmation shows the reference of the one lead stored for this customer. */
async function expectOneLeadShown(page: Page, surname: string): Promise<void> {
  await storedLeadWithReference(await shownReference(page));
  expect(storedLeadsMentioning(surname)).toHaveLength(1);
}

/**
 * The journey keys the page keeps in sessionStorage: answers, drafts and the attempt's key; or
 * undefined while the page is being replaced by a full load (polled until it has been).
 */
function journeyKeys(page: Page): Promise<string[] | undefined> {
  return page
    .evaluate(
      (prefix) => Object.keys(sessionStorage).filter((key) => key.startsWith(prefix)),
      draftKeyPrefix,
    )
    .catch(() => undefined);
}

/** All of sessionStorage as text, or undefined while the page is being replaced. */
function storedText(page: Page): Promise<string | undefined> {
  return page.evaluate(() => JSON.stringify({ ...sessionStorage })).catch(() => undefined);
}

/** A gas-and-electricity complaint up to its summary. */
async function reachComplaintSummary(page: Page, surname: string): Promise<void> {
  await reachComplaintQueryStep(page, 'gas-and-electricity', samplePerson(surname));
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Tariff issues');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), `Billed twice, ${surname}.`);
  await continueToCheckAnswers(page);
}

/**
 * The first lead's reply is lost: the stub stores it, the browser sees the connection fail (and
 * reports it in the console). Every later post goes through.
 */
async function loseTheFirstReply(page: Page, guard: PageGuard): Promise<void> {
  guard.allowConsoleErrors(/Failed to load resource|ERR_CONNECTION_RESET|Failed to fetch/);
  let lost = false;
  await page.route('**/v1/leads', async (route: Route) => {
    if (lost || route.request().method() !== 'POST') return route.fallback();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
}

/** 'Accept and send' with the reply lost: the failure shows, and the stub has the lead. */
async function sendAndLoseTheReply(page: Page, surname: string): Promise<void> {
  await acceptAndSend(page);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
}

/** A complaint up to its summary, sent with the reply lost; returns its customer's surname. */
async function sendAComplaintAndLoseTheReply(page: Page, guard: PageGuard): Promise<string> {
  const surname = uniqueSurname();
  await loseTheFirstReply(page, guard);
  await reachComplaintSummary(page, surname);
  await sendAndLoseTheReply(page, surname);
  return surname;
}

test('finding 1: a reply lost, an answer corrected, sent again: the corrected answer is received, with its own key', async ({
  page,
  guard,
}) => {
  const surname = await sendAComplaintAndLoseTheReply(page, guard);
  await expect(page.getByRole('alert')).toContainText(journeyWords.leadFailure.title);

  const corrected = `${surname.toLowerCase()}@example.org`;
  await changeAnswer(page, 'Email address');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.getByLabel('Email address').fill(corrected);
  await press(page.getByRole('button', { name: 'Next step' }));
  await expect(page).toHaveURL(/\/check-answers$/);
  expect(await shownAnswers(page)).toContainEqual(['Email address', corrected]);
  await acceptAndSend(page);

  const reference = await shownReference(page);
  const received = await storedLeadWithReference(reference);
  expect(received.document.data.attributes.email).toBe(corrected);
  const [first] = storedLeadsMentioning(surname);
  expect(first?.idempotencyKey).toBeTruthy();
  expect(received.idempotencyKey).not.toBe(first?.idempotencyKey);
});

test('finding 1: the same answers sent again after a lost reply keep their key: one lead', async ({
  page,
  guard,
}) => {
  const surname = await sendAComplaintAndLoseTheReply(page, guard);
  // A reload keeps the answers and the key that belongs to them.
  await page.reload();
  await acceptAndSend(page);
  await expectOneLeadShown(page, surname);
});

test('finding 1: while sending, no answer can be changed; a reply that comes after Back still ends the journey', async ({
  page,
}) => {
  const surname = uniqueSurname();
  let letReplyGo: () => void = () => undefined;
  const replyMayGo = new Promise<void>((resolve) => (letReplyGo = resolve));
  await page.route('**/v1/leads', async (route) => {
    await replyMayGo;
    await route.fallback();
  });
  await reachComplaintSummary(page, surname);
  await acceptAndSend(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: checkAnswersWords.send.sending })).toBeDisabled();
  await expect(main.getByText(checkAnswersWords.send.noChangeWhileSending)).toBeVisible();
  await expect(main.getByRole('link', { name: /^Change / })).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/query$/);
  letReplyGo();
  const reference = await shownReference(page);
  await storedLeadWithReference(reference);
  expect(await journeyKeys(page)).toEqual([]);
});

const journeysToAConfirmation: readonly {
  readonly name: string;
  readonly goThrough: (page: Page, surname: string) => Promise<void>;
  readonly confirmation: RegExp;
  readonly firstStep: RegExp;
}[] = [
  {
    name: 'a complaint',
    goThrough: sendComplaint,
    confirmation: /\/confirmation$/,
    firstStep: /\/complaints\/gas-and-electricity$/,
  },
  {
    name: 'feedback',
    goThrough: sendFeedback,
    confirmation: /\/confirmation$/,
    firstStep: /\/complaints\/feedback$/,
  },
  {
    name: 'a meter reading',
    goThrough: sendMeterReading,
    confirmation: /\/submit-meter-read-confirm$/,
    firstStep: /\/submit-meter-read$/,
  },
];

for (const journey of journeysToAConfirmation) {
  test(`finding 3: ${journey.name} sent as a release is noticed is forgotten, and Back offers nothing to send again`, async ({
    page,
    guard,
  }) => {
    // Back finds no answers: the summary sends the customer to the first step, and logs it.
    guard.allowConsoleErrors(/No answers of the/);
    // The host names a newer build from the start: the move to the confirmation is a full load.
    await page.route('**/help-and-support/version.json', (route) =>
      route.fulfill({ json: { build: 'a-newer-release' } }),
    );
    const surname = uniqueSurname();
    await journey.goThrough(page, surname);
    await expect(page).toHaveURL(journey.confirmation);
    await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
    // Read once the full load has settled (polled: the old page may still be going).
    await expect.poll(() => journeyKeys(page)).toEqual([]);
    await expect.poll(() => storedText(page)).not.toContain(surname);

    await pressBack(page);
    // The summary has nothing to show: its guard sends the customer to the journey's first step.
    await expect(page).toHaveURL(journey.firstStep);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(acceptAndSendButton(page)).toHaveCount(0);
    await expect.poll(() => storedText(page)).not.toContain(surname);
    expect(storedLeadsMentioning(surname)).toHaveLength(1);
  });
}

/** A meter reading up to its summary; then the content says meter-read week is over. */
async function reachSummaryAsTheWeekEnds(page: Page, surname: string): Promise<void> {
  await page.goto('/help-and-support/submit-meter-read');
  await fillGasReading(page, surname, '012345');
  await continueToCheckAnswers(page);
  await changedJson(page, '/json/help/meter-read/submit-meter-read.json', (json) => ({
    ...json,
    isMeterReadWeek: false,
  }));
}

test('finding 4: the meter-read summary outside meter-read week says the form is gone and sends nothing', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await reachSummaryAsTheWeekEnds(page, surname);
  await page.reload();
  await expect(
    page.getByText("We're sorry the online form to submit meter readings is no longer available"),
  ).toBeVisible();
  await expect(acceptAndSendButton(page)).toHaveCount(0);
  expect(storedLeadsMentioning(surname)).toHaveLength(0);
});

test('finding 4: the week ending while the summary is open: asked again as the lead leaves, nothing sent', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await reachSummaryAsTheWeekEnds(page, surname);
  // The flag the page read is older than the content's freshness: sending asks again.
  await page.clock.install();
  await page.clock.fastForward('01:00');
  await acceptAndSend(page);
  await expect(
    page.getByText("We're sorry the online form to submit meter readings is no longer available"),
  ).toBeVisible();
  expect(storedLeadsMentioning(surname)).toHaveLength(0);
});

test("finding 5: one route's answers are never sent with another's", async ({ page, guard }) => {
  // The summary opened before its query step is done sends the customer there, and logs it.
  guard.allowConsoleErrors(/No answers of the query step/);
  const surname = uniqueSurname();
  await reachComplaintSummary(page, surname);
  // Then pay-as-you-go, which asks no subject: its details, then straight to its summary.
  await page.goto('/help-and-support/complaints/pay-as-you-go');
  // The details typed for the other route are there, the address already chosen.
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await goToQueryStep(page);
  await page.goto('/help-and-support/complaints/pay-as-you-go/check-answers');
  // Its own query step is not done: the summary sends the customer there.
  await expect(page).toHaveURL(/\/pay-as-you-go\/query$/);
  await continueToCheckAnswers(page);
  const answers = await shownAnswers(page);
  expect(answers.map(([label]) => label)).not.toContain('What is it about?');
  await acceptAndSend(page);
  const reference = await shownReference(page);
  const lead = await storedLeadWithReference(reference);
  expect(lead.document.data.attributes['query-subtype']).toBe('Make a complaint-Pay As You Go');
  expect(lead.document.data.attributes['additional-information']).toMatchObject({
    caseType: null,
  });
});

test('finding 7: a send that never answers can be made again on the page: one lead, and other ways to reach us', async ({
  page,
}) => {
  const surname = uniqueSurname();
  let first = true;
  await page.route('**/v1/leads', async (route) => {
    if (!first) return route.fallback();
    first = false;
    // Received and stored, but the reply never comes.
    await route.fetch();
    await new Promise(() => undefined);
  });
  await page.clock.install();
  await reachComplaintSummary(page, surname);
  await acceptAndSend(page);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  await page.clock.fastForward('00:16');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText(journeyWords.submitting.takingLonger);
  await expect(main.getByText(journeyWords.submitting.otherWays)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Energy contact options' })).toBeVisible();
  await press(main.getByRole('button', { name: journeyWords.submitting.sendAgain }));
  // The same lead and key: the stub answered with the lead it already had.
  await expectOneLeadShown(page, surname);
});

test('finding 9: a reading date that has left its window since the summary opened is not sent', async ({
  page,
}) => {
  const surname = uniqueSurname();
  const today = new Date();
  await page.clock.install({ time: today });
  const monthAgo = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  await page.goto('/help-and-support/submit-meter-read');
  await fillGasReading(page, surname, '012345', {
    day: String(monthAgo.getDate()),
    month: String(monthAgo.getMonth() + 1),
    year: String(monthAgo.getFullYear()),
  });
  await continueToCheckAnswers(page);
  // Two days on, the reading is older than a month.
  await page.clock.fastForward('48:00:00');
  await acceptAndSend(page);
  const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problems).toBeFocused();
  const link = problems.getByRole('link');
  await expect(link).toHaveCount(1);
  await press(link);
  await expect(page).toHaveURL(/\/submit-meter-read\?change=date$/);
  expect(storedLeadsMentioning(surname)).toHaveLength(0);
});

/** One sequence per journey: what the summary last showed is what is received, once. */
const sequences: readonly {
  readonly name: string;
  readonly reachSummary: (page: Page, surname: string) => Promise<void>;
  /** The question changed on the way, its new answer, and the step's button that returns. */
  readonly change: { readonly label: string; readonly to: (surname: string) => string };
  readonly returnButton: string;
  /** The changed answer as the stored lead carries it. */
  readonly received: (attributes: Record<string, unknown>) => unknown;
  readonly confirmation: RegExp;
}[] = [
  {
    name: 'feedback',
    reachSummary: async (page, surname) => {
      await page.goto('/help-and-support/complaints/feedback');
      await typeInto(page.getByLabel("Tell us why you don't want the refund"), `Keep, ${surname}.`);
      await press(page.getByRole('button', { name: "I don't want the refund" }));
      await fillFeedbackDetails(page, surname);
      await continueToCheckAnswers(page);
    },
    change: {
      label: 'Email address',
      to: (surname) => `${surname.toLowerCase()}@example.net`,
    },
    returnButton: 'Continue',
    received: (attributes) => attributes.email,
    confirmation: /\/confirmation$/,
  },
  {
    name: 'a meter reading',
    reachSummary: async (page, surname) => {
      await page.goto('/help-and-support/submit-meter-read');
      await fillGasReading(page, surname, '012345');
      await continueToCheckAnswers(page);
    },
    change: { label: 'Gas meter reading', to: () => '000777' },
    returnButton: 'Continue',
    received: (attributes) =>
      (attributes['additional-information'] as Record<string, unknown>).GasReading,
    confirmation: /\/submit-meter-read-confirm$/,
  },
];

for (const journey of sequences) {
  test(`a sequence on ${journey.name}: reply lost, an answer changed, a reload, sent: the last summary is received, once`, async ({
    page,
    guard,
  }) => {
    const surname = uniqueSurname();
    await loseTheFirstReply(page, guard);
    await journey.reachSummary(page, surname);
    await sendAndLoseTheReply(page, surname);

    const changed = journey.change.to(surname);
    await changeAnswer(page, journey.change.label);
    await page.getByLabel(journey.change.label).fill(changed);
    await press(page.getByRole('main').getByRole('button', { name: journey.returnButton }));
    await expect(page).toHaveURL(/\/check-answers$/);
    expect(await shownAnswers(page)).toContainEqual([journey.change.label, changed]);
    await page.reload();
    expect(await shownAnswers(page)).toContainEqual([journey.change.label, changed]);
    await acceptAndSend(page);

    await expect(page).toHaveURL(journey.confirmation);
    await expect.poll(() => storedLeadsMentioning(surname).length).toBe(2);
    const [first, last] = storedLeadsMentioning(surname);
    expect(journey.received(last?.document.data.attributes ?? {})).toBe(changed);
    expect(last?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(await journeyKeys(page)).toEqual([]);
  });
}

test('finding 9: changing the fuel and back keeps the readings typed and the account number from the link', async ({
  page,
}) => {
  await page.goto('/help-and-support/submit-meter-read?gas_account_number=850012345678');
  const form = page.getByRole('main');
  await expect(form.getByLabel('Gas account number (optional)')).toHaveValue('850012345678');
  await typeInto(form.getByLabel('Gas meter reading'), '012345');
  await typeInto(form.getByLabel('Electricity meter reading'), '004321');
  await choose(form.getByRole('radio', { name: 'Electricity only' }));
  await expect(form.getByLabel('Gas meter reading')).toHaveCount(0);
  await choose(form.getByRole('radio', { name: 'Gas and electricity' }));
  await expect(form.getByLabel('Gas meter reading')).toHaveValue('012345');
  await expect(form.getByLabel('Gas account number (optional)')).toHaveValue('850012345678');
  await expect(form.getByLabel('Electricity meter reading')).toHaveValue('004321');
});
