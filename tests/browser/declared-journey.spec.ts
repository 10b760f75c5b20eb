import journey from '../fixtures/journeys/boiler-cover-question/boiler-cover-question.journey.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { acceptAndSend, continueToCheckAnswers, shownAnswers } from './support/check-answers.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshot, screenshotWidths } from './support/screenshots.ts';
import { choose, press, typeInto } from './support/keyboard.ts';
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
  // A checkboxes question ("select one or more") left unticked: GOV.UK's error, and its
  // summary link lands on the first box.
  const about = page.getByRole('group', { name: 'What is your question about?' });
  await press(page.getByRole('main').getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await expect(about).toHaveAccessibleDescription(
    'Select all that apply. Error: Select what your question is about',
  );
  await press(page.getByRole('link', { name: 'Select what your question is about' }));
  await expect(about.getByRole('checkbox', { name: 'Your boiler' })).toBeFocused();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `a checkboxes question with its error at ${width} px`);
    await saveScreenshot(page, `declared-journey-checkboxes-error-${width}`);
  }
  await choose(about.getByRole('checkbox', { name: 'Your boiler' }));
  await choose(about.getByRole('checkbox', { name: 'Central heating' }));
  await expect(
    about.getByRole('checkbox', { name: 'Central heating' }),
  ).toHaveAccessibleDescription('Radiators, pipes and the heating controls');
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
  // The boxes ticked by their words, one a line.
  expect(answers).toContainEqual(['What is your question about?', 'Your boiler / Central heating']);

  // Change opens the question on its first box; unticking one and ticking another is kept.
  await press(page.getByRole('link', { name: 'Change what is your question about?' }));
  await expect(page).toHaveURL(/\/boiler-cover-question\?change=coverParts$/);
  await expect(about.getByRole('checkbox', { name: 'Your boiler' })).toBeFocused();
  await expect(about.getByRole('checkbox', { name: 'Central heating' })).toBeChecked();
  await choose(about.getByRole('checkbox', { name: 'Your boiler' }));
  await choose(about.getByRole('checkbox', { name: 'Home electrics' }));
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual([
    'What is your question about?',
    'Central heating / Home electrics',
  ]);

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
    'additional-information': {
      accountPrefix: null,
      BoilerMake: 'Worcester',
      QuestionAbout: 'Central heating, Home electrics',
    },
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
