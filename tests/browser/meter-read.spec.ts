import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { todayInLondon, todayParts, uniqueSurname } from './support/customer.ts';
import { changedJson } from './support/changed-content.ts';
import { inertParseDirectives } from './support/hostile-content.ts';
import {
  acceptAndSend,
  continueAndSend,
  continueToCheckAnswers,
  shownAnswers,
} from './support/check-answers.ts';
import { choose, press, typeInto } from './support/keyboard.ts';
import { storedLeadsMentioning } from './support/leads.ts';

/** Price-cap meter readings (SPEC sections 2, 3, 4 and 5), typed with the keyboard only. */

type Fuel = 'Gas and electricity' | 'Gas only' | 'Electricity only';

async function fillMeterRead(
  page: Page,
  surname: string,
  fuel: Fuel,
  economy7 = false,
  readOn = todayParts(),
): Promise<void> {
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), 'Ada');
  await typeInto(form.getByLabel('Last name'), surname);
  // As customers type them: punctuation in the number, a space left after a pasted account number.
  await typeInto(form.getByLabel('Telephone number'), '+44 (0)7911-123456');
  await choose(form.getByRole('radio', { name: fuel }));
  if (fuel !== 'Electricity only') {
    await typeInto(form.getByLabel('Gas account number (optional)'), '850012345678');
    await typeInto(form.getByLabel('Gas meter reading'), '012345');
  }
  if (fuel !== 'Gas only') {
    await typeInto(form.getByLabel('Electricity account number (optional)'), 'BGX1234 ');
    if (economy7) {
      await choose(
        form.getByRole('group', { name: /Economy 7/ }).getByRole('radio', { name: 'Yes' }),
      );
      await typeInto(form.getByLabel('Normal (day) reading'), '004321');
      await typeInto(form.getByLabel('Low (night) reading'), '000765');
    } else {
      await typeInto(form.getByLabel('Electricity meter reading'), '5678');
    }
  }
  const { day, month, year } = readOn;
  await typeInto(form.getByLabel('Day', { exact: true }), day);
  await typeInto(form.getByLabel('Month', { exact: true }), month);
  await typeInto(form.getByLabel('Year', { exact: true }), year);
}

/** The form's 'Continue', which checks the answers and goes on to 'Check your answers'. */
async function submit(page: Page): Promise<void> {
  await press(page.getByRole('button', { name: 'Continue' }));
}

async function expectConfirmation(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read-confirm$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for submitting your meter reading',
  );
}

async function storedLeadFor(surname: string) {
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  return storedLeadsMentioning(surname)[0]?.document.data.attributes;
}

async function openForm(page: Page): Promise<void> {
  await page.goto('/help-and-support/submit-meter-read');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
}

/**
 * The scripts the page loads that hold DOMPurify (its Trusted Types policy name gives it away,
 * whichever file the build puts it in): the page loads it only for content it was not built with.
 */
function scriptsWithDomPurify(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text().catch(() => '');
    if (body.includes('dompurify')) found.push(new URL(response.url()).pathname);
  });
  return found;
}

test('the introduction as built shows without loading DOMPurify into the page', async ({
  page,
}) => {
  const purifiers = scriptsWithDomPurify(page);
  await openForm(page);
  await expect(page.getByLabel('First name')).toBeEditable();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('It takes about two minutes.')).toBeVisible();
  expect(purifiers).toEqual([]);
});

test('an introduction changed since the build is sanitised in the browser and shown', async ({
  page,
  guard,
}) => {
  // DOMPurify parsing the hostile image makes Chromium report its handler, though nothing ran.
  guard.allowConsoleErrors(/Content Security Policy/);
  guard.allowCspViolations((violation) => inertParseDirectives.has(violation.directive));
  const purifiers = scriptsWithDomPurify(page);
  await changedJson(page, '/json/help/meter-read/submit-meter-read.json', (json) => ({
    ...json,
    headingTemplate:
      '<p>Readings sent by <b>Sunday</b> count this month.<img src="x" onerror="window.hostile = 1"></p>',
  }));
  await openForm(page);
  await expect(page.getByText('count this month.')).toBeVisible();
  await expect(page.getByText('It takes about two minutes.')).toHaveCount(0);
  await expect(page.getByRole('main').locator('img, [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => 'hostile' in window)).toBe(false);
  expect(purifiers).toHaveLength(1);
  await expect(page.getByLabel('First name')).toBeEditable();
});

test('gas and electricity: the reading is sent as a Dual price-cap lead', async ({ page }) => {
  await openForm(page);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas and electricity');
  await continueAndSend(page);
  await expectConfirmation(page);
  expect(await storedLeadFor(surname)).toEqual({
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
      GasAccountNumber: '850012345678',
      GasReading: '012345',
      ElecAccountNumber: 'BGX1234',
      IsEconomy7: 'No',
      ElecReading: '5678',
    },
    'gas-meter-point-number': '',
    'electricity-meter-point-number': '',
    'marketing-preferences': '',
  });
});

test('gas only: only the gas questions are asked and sent', async ({ page }) => {
  await openForm(page);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas only');
  await expect(page.getByLabel('Electricity meter reading')).toHaveCount(0);
  await continueAndSend(page);
  await expectConfirmation(page);
  const information = (await storedLeadFor(surname))?.['additional-information'];
  expect(information).toMatchObject({ Fuel: 'Gas', GasReading: '012345' });
  expect(information).not.toHaveProperty('ElecReading');
  expect(information).not.toHaveProperty('IsEconomy7');
});

test('electricity only with Economy 7: normal and low readings replace the single one', async ({
  page,
}) => {
  await openForm(page);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Electricity only', true);
  await expect(page.getByLabel('Gas meter reading')).toHaveCount(0);
  await expect(page.getByLabel('Electricity meter reading')).toHaveCount(0);
  await continueAndSend(page);
  await expectConfirmation(page);
  const information = (await storedLeadFor(surname))?.['additional-information'];
  expect(information).toMatchObject({
    Fuel: 'Electricity',
    IsEconomy7: 'Yes',
    Elec7ReadingNormal: '004321',
    Eec7ReadingLow: '000765',
  });
  expect(information).not.toHaveProperty('GasReading');
});

test('an empty submit lists every problem and moves focus to the summary', async ({ page }) => {
  await openForm(page);
  await submit(page);
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter your first name');
  await expect(summary).toContainText('Enter the date you read your meter');
});

// SPEC section 9: "The reading date is required and must fall between one month ago and
// today." The hint's example is one a customer can copy, on the day they read it.
test("forty days after the build, the date's example is a week before that day, and is sent as typed", async ({
  page,
}) => {
  const day = 24 * 60 * 60 * 1000;
  const shownOn = Date.now() + 40 * day;
  await page.clock.install({ time: new Date(shownOn) });
  await openForm(page);
  const [exampleDay = '', exampleMonth = '', exampleYear = ''] = new Date(shownOn - 7 * day)
    .toLocaleDateString('en-GB', { timeZone: 'Europe/London' })
    .split('/')
    .map((part) => String(Number(part)));
  await expect(
    page.getByRole('group', { name: 'When did you read your meter?' }),
  ).toHaveAccessibleDescription(
    `It must be today or in the last month. For example, ${exampleDay} ${exampleMonth} ${exampleYear}`,
  );

  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas only', false, {
    day: exampleDay,
    month: exampleMonth,
    year: exampleYear,
  });
  await continueAndSend(page);
  await expectConfirmation(page);
  expect((await storedLeadFor(surname))?.['additional-information']).toMatchObject({
    ReadingDate: `${exampleYear}-${exampleMonth.padStart(2, '0')}-${exampleDay.padStart(2, '0')}`,
  });
});

test('the lead service failing shows the content error and keeps every answer', async ({
  page,
  context,
  baseURL,
  guard,
}) => {
  await openForm(page);
  guard.allowConsoleErrors(/status of 500/, /hasn't gone through|Internal Server Error/);
  await context.addCookies([{ name: 'stub-scenario', value: 'lead-500', url: baseURL ?? '' }]);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas and electricity');
  await continueAndSend(page);
  const alert = page
    .getByRole('alert')
    .filter({ hasText: "Sorry, we're having technical issues right now" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("We couldn't send your meter reading");
  // 'Check your answers' keeps every answer, ready to send again.
  const answers = await shownAnswers(page);
  expect(answers).toContainEqual(['Last name', surname]);
  expect(answers).toContainEqual(['Gas meter reading', '012345']);
  expect(storedLeadsMentioning(surname)).toEqual([]);
});

test('going offline on check your answers keeps the answers, and the retry sends one lead', async ({
  page,
  context,
  guard,
}) => {
  await openForm(page);
  guard.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|hasn't gone through/);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas and electricity');
  await continueToCheckAnswers(page);
  await context.setOffline(true);
  await acceptAndSend(page);
  await expect(
    page.getByRole('alert').filter({ hasText: "Sorry, we're having technical issues right now" }),
  ).toBeVisible();
  expect(await shownAnswers(page)).toContainEqual(['Electricity meter reading', '5678']);

  await context.setOffline(false);
  await acceptAndSend(page);
  await expectConfirmation(page);
  await storedLeadFor(surname);
});

test('offline before the phone-number rules came: the answers are kept and checked once back online', async ({
  page,
  context,
  guard,
}) => {
  // The rules load only when the customer starts on the form (decision 017).
  await openForm(page);
  await expect(page.getByLabel('First name')).toBeVisible();
  guard.allowConsoleErrors(/ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported/);
  await context.setOffline(true);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Gas only');
  await submit(page);
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't check your answers" });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByLabel('Last name')).toHaveValue(surname);
  await expect(page.getByLabel('Gas meter reading')).toHaveValue('012345');

  await context.setOffline(false);
  await continueAndSend(page);
  await expectConfirmation(page);
  await storedLeadFor(surname);
});

test('a reload mid-journey keeps every answer', async ({ page }) => {
  await openForm(page);
  const surname = uniqueSurname();
  await fillMeterRead(page, surname, 'Electricity only', true);
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue(surname);
  await expect(page.getByRole('radio', { name: 'Electricity only' })).toBeChecked();
  await expect(page.getByLabel('Low (night) reading')).toHaveValue('000765');
  await continueAndSend(page);
  await expectConfirmation(page);
  await storedLeadFor(surname);
});

test('answers in the address are prefilled and taken out of the address bar', async ({ page }) => {
  await page.goto(
    '/help-and-support/submit-meter-read?first_name=Grace&last_name=Hopper&fuel=Gas&gas_account_number=A12345',
  );
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper');
  await expect(page.getByRole('radio', { name: 'Gas only' })).toBeChecked();
  await expect(page.getByLabel('Gas account number (optional)')).toHaveValue('A12345');
  await expect(page).toHaveURL(/\/help-and-support\/submit-meter-read$/);
});
