import journey from '../fixtures/journeys/boiler-cover-question/boiler-cover-question.journey.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { acceptAndSend, continueToCheckAnswers, shownAnswers } from './support/check-answers.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { press, typeInto } from './support/keyboard.ts';
import { storedLeadWithReference } from './support/leads.ts';

/**
 * A journey declared as data and nothing else (decision 055, docs/adding-a-journey.md): the
 * browser tests' own, tests/fixtures/journeys/boiler-cover-question/ (its declaration, its two
 * forms and its lead's mapper), which only their build has. Its pages, its 'Check your answers',
 * its confirmation and its lead come from the declaration alone.
 */

const [questionStep, contactStep] = journey.steps;

test('a declared journey runs end to end: its steps, check your answers, the confirmation and the lead', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto('/help-and-support/boiler-cover-question');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(questionStep?.title ?? '');
  await expect(page.getByText(questionStep?.intro?.[0] ?? '')).toBeVisible();
  await typeInto(page.getByLabel('What would you like to ask?'), 'Is a yearly service included?');
  await typeInto(page.getByLabel("Your boiler's make"), 'Worcester');
  await press(page.getByRole('main').getByRole('button', { name: 'Continue' }));

  await expect(page).toHaveURL(/\/boiler-cover-question\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactStep?.title ?? '');
  await fillFeedbackDetails(page, surname);
  await continueToCheckAnswers(page);
  await expect(page).toHaveURL(/\/boiler-cover-question\/check-answers$/);
  await expect(
    page.getByRole('heading', { level: 2, name: questionStep?.summaryHeading, exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: contactStep?.summaryHeading, exact: true }),
  ).toBeVisible();
  const answers = await shownAnswers(page);
  expect(answers).toContainEqual(['What would you like to ask?', 'Is a yearly service included?']);

  // A 'Change' link opens its step on that answer and comes back with every other answer kept.
  await press(page.getByRole('link', { name: 'Change what would you like to ask?' }));
  await expect(page).toHaveURL(/\/boiler-cover-question\?change=question$/);
  await typeInto(page.getByLabel('What would you like to ask?'), 'Are parts included?');
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual([
    'What would you like to ask?',
    'Are parts included?',
  ]);

  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/boiler-cover-question\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(journey.confirmation.heading);
  await expect(page.getByText(journey.confirmation.nextSteps[0] ?? '')).toBeVisible();
  const reference =
    (await page
      .getByRole('main')
      .getByText(/^HS-[A-Z0-9]{8}$/)
      .textContent()) ?? '';
  const lead = await storedLeadWithReference(reference);
  expect(lead.document.data.attributes).toMatchObject({
    topic: 'help-&-support',
    'query-type': 'Enquiry',
    query: 'Are parts included?',
    'first-name': 'Ada',
    surname,
    'contact-number': { number: '02079460000', type: 'home' },
    'additional-information': { accountPrefix: null, BoilerMake: 'Worcester' },
  });
});

test('a declared journey’s first page is prerendered and prerendered again on hover, from its declaration alone', async ({
  page,
}) => {
  const built = await page.request.get('/help-and-support/boiler-cover-question');
  expect(await built.text()).toContain(`>${questionStep?.title ?? ''}</h1>`);
  const rules = await page.request.get('/help-and-support/speculation-rules.json');
  expect(JSON.stringify(await rules.json())).toContain('"/help-and-support/boiler-cover-question"');
});

test('a declared journey’s later step without the first one’s answers sends the customer back', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/No answers of the boiler-cover-question step/);
  await page.goto('/help-and-support/boiler-cover-question/check-answers');
  await expect(page).toHaveURL(/\/boiler-cover-question$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(questionStep?.title ?? '');
});
