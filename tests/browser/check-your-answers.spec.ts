import type { Page } from '@playwright/test';
import copy from '../../schemas/messages/check-answers.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  acceptAndSend,
  answersGiven,
  changeAnswer,
  continueToCheckAnswers,
  shownAnswers,
} from './support/check-answers.ts';
import {
  fillPersonalDetails,
  findAddressByPostcode,
  goToQueryStep,
  samplePerson,
} from './support/complaint-steps.ts';
import { todayInLondon, todayParts, uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { storedLeadsMentioning, storedLeadWithReference } from './support/leads.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { signInCookies } from './support/sign-in.ts';

/**
 * 'Check your answers' (issue 32, part 1) as a customer uses it, by keyboard: every answer as
 * given under its question, a 'Change' link per answer that opens its step on that answer and
 * comes back with every other answer kept, a reload, a failed send, a signed-in customer's
 * prefilled answers, axe at 320 and 1280 px, and the lead as the journey sent it before.
 */

type Answers = [string, string][];

/** The answers with one question's answer replaced: what a 'Change' must leave. */
function withAnswer(answers: Answers, label: string, answer: string): Answers {
  expect(answers.map(([question]) => question)).toContain(label);
  return answers.map(([question, given]) => [question, question === label ? answer : given]);
}

/** axe and a screenshot at the narrowest phone and at a desktop width. */
async function checkAtBothWidths(page: Page, state: string, name: string): Promise<void> {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${state} at ${width} px`);
    await saveScreenshot(page, `${name}-${width}`);
  }
}

/** Today as GOV.UK writes a date ('27 November 2026'). */
function todayWrittenOut(): string {
  const [year, month, day] = todayInLondon().split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

test('a complaint: every answer as given, a Change from each step comes back with the rest kept, a reload keeps them, and the lead is as before', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const surname = uniqueSurname();
  const person = { ...samplePerson(surname), extraSupport: true };
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await fillPersonalDetails(page, person);
  await findAddressByPostcode(page, 'SW1A 1AA', 'Rose Cottage Mill Street, Leeds, SW1A 1AA');
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Tariff issues');
  await typeInto(
    page.getByRole('textbox', { name: 'Your message' }),
    `My tariff changed.\nNobody told me, ${surname}.`,
  );
  await continueToCheckAnswers(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // Focused for a screen reader after a key press, the heading draws no focus ring: it is not a
  // control (GOV.UK's headings do the same).
  await expect(heading).toHaveCSS('box-shadow', 'none');
  await expect(heading).toHaveCSS('outline-style', 'none');
  await expect(page).toHaveTitle(`${copy.pageTitle} - Help & Support - British Gas`);
  await expect(page.getByText('Making a complaint.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    copy.sections.complaint.details,
    copy.sections.complaint.query,
    copy.send.heading,
  ]);
  const answers = await shownAnswers(page);
  const given: [string, string][] = [
    ['First name', 'Ada'],
    ['Last name', surname],
    ['Email address', person.email],
    // The number as we will call it.
    ['Telephone number', '07911123456'],
    ['Textphone number', copy.notProvided],
    ['Can we record any extra support you need?', 'Yes'],
    ['Your address', 'Rose Cottage Mill Street / Leeds / SW1A 1AA'],
    ['What is it about?', 'Tariff issues'],
    ['Your message', `My tariff changed. / Nobody told me, ${surname}.`],
  ];
  expect(answersGiven(answers, given)).toEqual(given);
  // Nothing is sent before 'Accept and send'.
  expect(storedLeadsMentioning(surname)).toEqual([]);
  await checkAtBothWidths(page, 'check your answers of a complaint', 'complaint-check-answers');

  // A Change on the first step: it opens on the answer, and its button comes back.
  await changeAnswer(page, 'Telephone number');
  await expect(page).toHaveURL(/\/complaints\/gas-and-electricity\?change=telephoneNumber$/);
  const telephone = page.getByRole('main').getByLabel('Telephone number');
  await expect(telephone).toBeFocused();
  await typeInto(telephone, '020 7946 0000');
  await press(page.getByRole('button', { name: 'Next step' }));
  await expect(page).toHaveURL(/\/complaints\/gas-and-electricity\/check-answers$/);
  const afterPhone = withAnswer(answers, 'Telephone number', '02079460000');
  expect(await shownAnswers(page)).toEqual(afterPhone);

  // A Change on the second step, the same way.
  await changeAnswer(page, 'Your message');
  await expect(page).toHaveURL(/\/complaints\/gas-and-electricity\/query\?change=query$/);
  const message = page.getByRole('textbox', { name: 'Your message' });
  await expect(message).toBeFocused();
  await typeInto(message, `Nobody told me my tariff changed, ${surname}.`);
  await continueToCheckAnswers(page);
  const afterMessage = withAnswer(
    afterPhone,
    'Your message',
    `Nobody told me my tariff changed, ${surname}.`,
  );
  expect(await shownAnswers(page)).toEqual(afterMessage);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
  await expect(page.getByRole('main').locator('.summary-list__row')).toHaveCount(answers.length);
  expect(await shownAnswers(page)).toEqual(afterMessage);

  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/help-and-support\/confirmation$/);
  const reference =
    (await page
      .getByRole('main')
      .getByText(/^HS-[A-Z0-9]{8}$/)
      .textContent()) ?? '';
  const lead = await storedLeadWithReference(reference);
  expect(lead.document.data).toEqual({
    type: 'leads',
    attributes: {
      title: 'NA',
      topic: 'help-&-support',
      'query-type': 'Meters',
      'query-subtype': 'Make a complaint-Monthly or quarterly',
      query: `Nobody told me my tariff changed, ${surname}.`,
      'first-name': 'Ada',
      surname,
      'vulnerability-consent': true,
      email: person.email,
      'contact-number': { number: '02079460000', type: 'home' },
      'additional-information': {
        caseType: 'Tariff issues',
        accountPrefix: null,
        textphoneNumber: null,
      },
      account: null,
      'alternate-contact-number': null,
      'chat-history': null,
      'customer-references': null,
      'contact-preference': null,
    },
    relationships: { address: { data: { type: 'addresses', id: 'SW1A1AA-4' } } },
  });
  expect(storedLeadsMentioning(surname)).toHaveLength(1);
});

test('a failed send on check your answers says what to do and keeps every answer; the retry sends one lead', async ({
  page,
  context,
  baseURL,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 500/, /hasn't gone through|Internal Server Error/);
  const surname = uniqueSurname();
  await page.goto('/help-and-support/complaints/enquiry-pay-as-you-go');
  await fillPersonalDetails(page, samplePerson(surname));
  await findAddressByPostcode(page, 'SW1A 1AA', '1 Mill Street, Leeds, SW1A 1AA');
  await goToQueryStep(page);
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), `Top-up, ${surname}.`);
  await continueToCheckAnswers(page);
  // The enquiry's own section heading, and no subject on a pay-as-you-go path.
  await expect(
    page.getByRole('heading', { level: 2, name: copy.sections.enquiry.query }),
  ).toBeVisible();
  const answers = await shownAnswers(page);
  expect(answers.map(([question]) => question)).not.toContain('What is it about?');

  await context.addCookies([{ name: 'stub-scenario', value: 'lead-500', url: baseURL ?? '' }]);
  await acceptAndSend(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: "Unfortunately, we're having technical problems at the moment." });
  await expect(alert).toBeFocused();
  await expect(alert).toContainText(
    'Either stay on this page and try again in a few moments, or try again later.',
  );
  expect(await shownAnswers(page)).toEqual(answers);
  await checkAtBothWidths(page, 'a failed send', 'complaint-check-answers-failed');

  await context.clearCookies({ name: 'stub-scenario' });
  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
});

test("a signed-in customer's prefilled answers show on check your answers and are sent", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(signInCookies('live-accounts', baseURL ?? ''));
  await page.goto('/help-and-support/complaints/enquiry-gas-and-electricity');
  const form = page.getByRole('main');
  await expect(form.getByLabel('First name')).toHaveValue('Priya');
  const surname = uniqueSurname();
  // A last name of this test's own finds its lead; the sample account's mobile is in Ofcom's
  // drama range, which the phone rule refuses.
  await typeInto(form.getByLabel('Last name'), surname);
  await typeInto(form.getByLabel('Telephone number'), '07911 123456');
  await choose(
    form
      .getByRole('group', { name: 'Can we record any extra support you need?' })
      .getByRole('radio', { name: 'No' }),
  );
  await findAddressByPostcode(page, 'SW1A 1AA', '1 Mill Street, Leeds, SW1A 1AA');
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Moving House');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), 'I am moving.');
  await continueToCheckAnswers(page);
  const answers = await shownAnswers(page);
  expect(answers).toContainEqual(['First name', 'Priya']);
  expect(answers).toContainEqual(['Email address', 'priya.shah@example.com']);
  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  expect(storedLeadsMentioning(surname)[0]?.document.data.attributes).toMatchObject({
    'first-name': 'Priya',
    email: 'priya.shah@example.com',
    'additional-information': { accountPrefix: 'A', caseType: 'Moving House' },
  });
});

test('feedback: a Change from each step comes back with the rest kept, then one feedback lead', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto('/help-and-support/complaints/feedback');
  await typeInto(page.getByLabel("Tell us why you don't want the refund"), 'Keep it as credit.');
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await fillFeedbackDetails(page, surname);
  await continueToCheckAnswers(page);
  const answers = await shownAnswers(page);
  const given: [string, string][] = [
    ["Tell us why you don't want the refund", 'Keep it as credit.'],
    ['First name', 'Ada'],
    ['Last name', surname],
    ['Email address', `${surname.toLowerCase()}@example.com`],
    ['Telephone number', '02079460000'],
    ['Your address', 'Flat 1 / 9 Mill Street / Leeds / SW1A 1AA'],
  ];
  expect(answersGiven(answers, given)).toEqual(given);
  await checkAtBothWidths(page, 'check your answers of feedback', 'feedback-check-answers');
  await page.reload();
  await expect(page.getByRole('main').locator('.summary-list__row')).toHaveCount(answers.length);
  expect(await shownAnswers(page)).toEqual(answers);

  await changeAnswer(page, "Tell us why you don't want the refund");
  const reason = page.getByLabel("Tell us why you don't want the refund");
  await expect(reason).toBeFocused();
  await typeInto(reason, `Please keep it, ${surname}.`);
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await expect(page).toHaveURL(/\/complaints\/feedback\/check-answers$/);
  const afterReason = withAnswer(
    answers,
    "Tell us why you don't want the refund",
    `Please keep it, ${surname}.`,
  );
  expect(await shownAnswers(page)).toEqual(afterReason);

  await changeAnswer(page, 'Your address');
  await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details\?change=address$/);
  // The address question opens on its first control: here the chosen address's button.
  await expect(page.getByRole('button', { name: 'Change address' })).toBeFocused();
  await press(page.getByRole('button', { name: 'Change address' }));
  await findAddressByPostcode(page, 'SW1A 1AA', 'Rose Cottage Mill Street, Leeds, SW1A 1AA');
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toEqual(
    withAnswer(afterReason, 'Your address', 'Rose Cottage Mill Street / Leeds / SW1A 1AA'),
  );

  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  const lead = storedLeadsMentioning(surname)[0]?.document.data;
  expect(lead?.attributes).toMatchObject({
    topic: 'help-&-support-feedback',
    query: `Please keep it, ${surname}.`,
    'contact-number': { number: '02079460000', type: 'home' },
  });
  expect(lead?.relationships?.address?.data).toEqual({ type: 'addresses', id: 'SW1A1AA-4' });
});

test('a meter reading: readings with their leading zeros, the date written out; a Change that opens new questions goes through them first', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto('/help-and-support/submit-meter-read');
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), 'Ada');
  await typeInto(form.getByLabel('Last name'), surname);
  await typeInto(form.getByLabel('Telephone number'), '07911 123456');
  await choose(form.getByRole('radio', { name: 'Gas only' }));
  await typeInto(form.getByLabel('Gas meter reading'), '000123');
  const { day, month, year } = todayParts();
  await typeInto(form.getByLabel('Day', { exact: true }), day);
  await typeInto(form.getByLabel('Month', { exact: true }), month);
  await typeInto(form.getByLabel('Year', { exact: true }), year);
  await continueToCheckAnswers(page);
  const answers = await shownAnswers(page);
  expect(answers).toEqual([
    ['Title', copy.notProvided],
    ['First name', 'Ada'],
    ['Last name', surname],
    ['Telephone number', '07911123456'],
    ['Email address', copy.notProvided],
    ['Which meter readings are you sending?', 'Gas only'],
    ['Gas account number', copy.notProvided],
    ['Gas meter reading', '000123'],
    ['When did you read your meter?', todayWrittenOut()],
  ]);
  await checkAtBothWidths(
    page,
    'check your answers of a meter reading',
    'meter-read-check-answers',
  );
  await page.reload();
  await expect(page.getByRole('main').locator('.summary-list__row')).toHaveCount(answers.length);
  expect(await shownAnswers(page)).toEqual(answers);

  // Both fuels now: the electricity questions are asked before the summary shows again.
  await changeAnswer(page, 'Which meter readings are you sending?');
  await expect(page).toHaveURL(/\/submit-meter-read\?change=fuel$/);
  await expect(form.getByRole('radio', { name: 'Gas only' })).toBeFocused();
  await choose(form.getByRole('radio', { name: 'Gas and electricity' }));
  await press(form.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'Enter your electricity meter reading',
  );
  await typeInto(form.getByLabel('Electricity meter reading'), '004560');
  await continueToCheckAnswers(page);
  const shown = await shownAnswers(page);
  expect(shown).toContainEqual(['Which meter readings are you sending?', 'Gas and electricity']);
  expect(shown).toContainEqual(['Do you have an Economy 7 meter?', 'No']);
  expect(shown).toContainEqual(['Electricity meter reading', '004560']);
  expect(shown).toContainEqual(['Gas meter reading', '000123']);
  expect(shown).toContainEqual(['Last name', surname]);

  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read-confirm$/);
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  expect(storedLeadsMentioning(surname)[0]?.document.data.attributes).toEqual({
    topic: 'PriceCapMeterRead',
    title: 'NA',
    'first-name': 'Ada',
    surname,
    email: null,
    'additional-information': {
      Telephone: '07911123456',
      Fuel: 'Gas and Electricity',
      Company: 'Price-cap',
      ReadingDate: todayInLondon(),
      GasReading: '000123',
      IsEconomy7: 'No',
      ElecReading: '004560',
    },
    'gas-meter-point-number': '',
    'electricity-meter-point-number': '',
    'marketing-preferences': '',
  });
});

for (const [summary, firstStep, heading] of [
  ['/complaints/pay-as-you-go/check-answers', '/complaints/pay-as-you-go', 'Making a complaint.'],
  ['/complaints/feedback/check-answers', '/complaints/feedback', 'We owe you'],
  ['/submit-meter-read/check-answers', '/submit-meter-read', 'Submit a meter reading'],
] as const) {
  test(`${summary} before any answer sends the customer to the first step, logged`, async ({
    page,
    guard,
  }) => {
    // SPEC sections 4 and 8: a step reached without the answers before it is logged.
    guard.allowConsoleErrors(/No answers of the/);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto(`/help-and-support${summary}`);
    await expect(page).toHaveURL(new RegExp(`/help-and-support${firstStep}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(logged.filter((text) => /No answers of the/.test(text))).toHaveLength(1);
  });
}
