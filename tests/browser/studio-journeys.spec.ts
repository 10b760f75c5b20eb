import { spawnSync } from 'node:child_process';
import { realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { press, typeInto } from './support/keyboard.ts';
import {
  checkAtBothWidths,
  startStudioOnACopy,
  type StudioOnACopy,
} from './support/studio-on-a-copy.ts';
import {
  fixtureJourneyFiles,
  fixtureJourneyId,
} from '../../scripts/studio/model/testing/fixture-journey-files.ts';

/**
 * A journey's steps changed in the studio (issue 39, deliverable 4), by keyboard alone, on a copy
 * of the project whose schemas/journeys/ declares the browser tests' journey as a site journey:
 * a step's heading renamed, a step added with its first question (its new form opens, and the
 * preview shows it), the change committed (the branch passes the schema check and compiles), then
 * a step removed after "Are you sure", then a step's heading on "Check your answers" and the
 * confirmation's words changed. axe runs on every new page and state.
 */

const port = Number(
  process.env.STUDIO_JOURNEYS_TEST_PORT ?? Number(process.env.STUDIO_TEST_PORT ?? 4561) + 5,
);
const declaration = `schemas/journeys/${fixtureJourneyId}.journey.json`;
const newForm = `${fixtureJourneyId}-about-your-boiler`;
let studio: StudioOnACopy | undefined;
let checkout = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioOnACopy(port, 'studio-journeys-', { files: fixtureJourneyFiles() });
  checkout = `${studio.project}-branch`;
});

test.afterAll(() => {
  studio?.stop();
  if (checkout) rmSync(checkout, { recursive: true, force: true });
});

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
  // The model's refusals answer 409, which the browser logs.
  guard.allowConsoleErrors(/status of 409 .*\/studio\/api\/apply/);
});

const stepCard = (page: Page, heading: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading }) });

async function openJourneys(page: Page): Promise<void> {
  await page.goto(`${studio?.origin}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'See the journeys and change their steps' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journeys');
}

test('the journeys page lists each journey’s steps, and a step’s heading is renamed', async ({
  page,
}) => {
  await openJourneys(page);
  const steps = page.getByRole('heading', { level: 3, name: /^Step \d/ });
  await expect(steps).toHaveText([
    'Step 1: Ask about your boiler cover',
    'Step 2: How we can reach you',
  ]);
  await expect(page.getByText('At /help-and-support/boiler-cover-question/contact')).toBeVisible();
  await expect(page.getByText('An engineer from our boiler cover team')).toBeVisible();
  // The journeys with pages of their own are shown, with a plain note and no controls.
  const own = page.getByRole('region', { name: 'Journeys with pages of their own' });
  await expect(own).toContainText('ask a developer to add, remove or reorder one');
  await expect(own.getByRole('button')).toHaveCount(0);
  await checkAtBothWidths(page, 'journeys');

  const contact = stepCard(page, 'Step 2: How we can reach you');
  await press(
    contact.getByRole('button', { name: 'Change headings of step 2, How we can reach you' }),
  );
  const field = page.getByLabel('Heading of step 2');
  await expect(field).toBeFocused();
  // A heading without words is refused, and the error summary takes focus.
  await typeInto(field, ' ');
  await press(page.getByRole('button', { name: 'Save headings' }));
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Write the step’s heading: the page cannot be without one.');
  await checkAtBothWidths(page, 'journeys-heading-refused');

  await typeInto(field, 'How can we reach you?');
  await press(page.getByRole('button', { name: 'Save headings' }));
  await expect(
    page.getByRole('heading', { level: 3, name: 'Step 2: How can we reach you?' }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toContainText(
    "The step 'How we can reach you' of the journey 'Ask about your boiler cover' is now headed 'How can we reach you?'",
  );
  expect(studio?.read(declaration)).toContain('"title": "How can we reach you?"');
});

test('a step is added with its first question, its form opens with the preview, and the change is committed', async ({
  page,
}) => {
  await openJourneys(page);
  const add = page.getByRole('region', { name: 'Add a step to ‘Ask about your boiler cover’' });
  await typeInto(add.getByLabel('Step heading'), 'About your boiler');
  // The address and the question's name are proposed from the words.
  await expect(add.getByLabel('End of the step’s address')).toHaveValue('about-your-boiler');
  await typeInto(add.getByLabel('End of the step’s address'), 'contact');
  await press(add.getByRole('button', { name: 'Add step' }));
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(
    'Another step of this journey is at “contact” already',
  );
  await checkAtBothWidths(page, 'journeys-add-refused');
  await typeInto(add.getByLabel('End of the step’s address'), 'about-your-boiler');
  await typeInto(add.getByLabel('The step’s first question'), 'How old is your boiler?');
  await expect(add.getByLabel('The question’s name in the files')).toHaveValue(
    'howOldIsYourBoiler',
  );
  await press(add.getByRole('button', { name: 'Add step' }));

  // The new form's page opens, its question there and in the preview.
  await expect(page).toHaveURL(new RegExp(`/studio/forms/${newForm}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About your boiler');
  await expect(
    page.getByRole('heading', { level: 3, name: 'How old is your boiler?' }),
  ).toBeVisible();
  await expect(
    page
      .frameLocator('.studio-preview iframe')
      .first()
      .getByText('How old is your boiler?')
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await checkAtBothWidths(page, 'journeys-new-step-form');

  await openJourneys(page);
  await expect(page.getByRole('heading', { level: 3, name: /^Step \d/ })).toHaveText([
    'Step 1: Ask about your boiler cover',
    'Step 2: How can we reach you?',
    'Step 3: About your boiler',
  ]);

  // Committed: the branch holds the declaration and the new form's three files, nothing else.
  await press(page.getByRole('link', { name: 'Review your changes' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your changes');
  await expect(page.getByText("New step 'About your boiler' in the journey")).toBeVisible();
  await checkAtBothWidths(page, 'journeys-review');
  await typeInto(page.getByLabel('Name of the new branch'), 'journeys/boiler-step');
  await press(page.getByRole('button', { name: 'Commit to a new branch' }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your change is committed' }),
  ).toBeFocused();
  const git = studio?.git ?? (() => '');
  expect(git('diff', '--name-only', 'main', 'journeys/boiler-step').split('\n').sort()).toEqual([
    `schemas/forms/${newForm}/${newForm}.examples.json`,
    `schemas/forms/${newForm}/${newForm}.schema.json`,
    `schemas/forms/${newForm}/${newForm}.ui.json`,
    declaration,
  ]);
  // The branch as a reviewer checks it out passes the schema check and compiles.
  git('worktree', 'add', '--quiet', '--detach', checkout, 'journeys/boiler-step');
  symlinkSync(realpathSync('node_modules'), path.join(checkout, 'node_modules'));
  const tsx = path.resolve('node_modules/.bin/tsx');
  const check = spawnSync(tsx, ['scripts/check-schemas.ts'], { cwd: checkout, encoding: 'utf8' });
  expect(check.stdout + check.stderr).toContain('schemas/ and content-fixtures/ are sound');
  const compile = spawnSync(tsx, ['scripts/compile-form-validators.ts'], {
    cwd: checkout,
    encoding: 'utf8',
  });
  expect(compile.status, compile.stdout + compile.stderr).toBe(0);
});

test('a step the studio added is removed after "Are you sure"; those the lead’s code reads cannot be', async ({
  page,
}) => {
  await openJourneys(page);
  const first = stepCard(page, 'Step 1: Ask about your boiler cover');
  await expect(first.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(first).toContainText(
    'The code that builds the journey’s lead reads this step’s answers (‘What would you like to ask?’ among them): a developer removes it.',
  );
  const boiler = stepCard(page, 'Step 3: About your boiler');
  await press(boiler.getByRole('button', { name: 'Remove step 3, About your boiler' }));
  await expect(boiler).toContainText(
    'Are you sure you want to remove the step ‘About your boiler’?',
  );
  await checkAtBothWidths(page, 'journeys-remove-confirm');
  await press(boiler.getByRole('button', { name: 'Yes, remove this step' }));
  await expect(
    page.getByRole('heading', { level: 3, name: 'Steps of ‘Ask about your boiler cover’' }),
  ).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: /^Step \d/ })).toHaveCount(2);
  expect(studio?.read(declaration)).not.toContain(newForm);
});

test("a step's heading on 'Check your answers' and the words after the steps are changed", async ({
  page,
}) => {
  await openJourneys(page);
  const contact = stepCard(page, 'Step 2: How can we reach you?');
  await expect(contact).toContainText('On ‘Check your answers’: Your details');
  await press(
    contact.getByRole('button', { name: 'Change headings of step 2, How can we reach you?' }),
  );
  await typeInto(page.getByLabel('Heading on ‘Check your answers’'), 'How we reach you');
  await press(page.getByRole('button', { name: 'Save headings' }));
  await expect(
    page.getByRole('heading', { level: 3, name: 'Step 2: How can we reach you?' }),
  ).toBeFocused();
  await expect(contact).toContainText('On ‘Check your answers’: How we reach you');
  await expect(page.getByLabel('Heading on ‘Check your answers’')).toHaveCount(0);

  await press(
    page.getByRole('button', {
      name: 'Change words after the steps of ‘Ask about your boiler cover’',
    }),
  );
  const caption = page.getByLabel('Caption of ‘Check your answers’');
  await expect(caption).toBeFocused();
  // Words of only spaces are refused, and the error summary takes focus.
  await typeInto(page.getByLabel('About the email'), '  ');
  await press(page.getByRole('button', { name: 'Save words' }));
  await expect(page.getByRole('alert')).toBeFocused();
  await expect(page.getByRole('alert')).toContainText(
    'Write the words: the customer’s page cannot be without them.',
  );
  await typeInto(page.getByLabel('About the email'), 'We have emailed you a copy.');
  await typeInto(page.getByLabel('Heading of the confirmation'), 'Your question is with us');
  await checkAtBothWidths(page, 'journeys-words-form');
  await press(page.getByRole('button', { name: 'Save words' }));
  await expect(
    page.getByRole('heading', {
      level: 3,
      name: 'Summary and confirmation of ‘Ask about your boiler cover’',
    }),
  ).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Saved\./ })).toContainText(
    "The journey 'Ask about your boiler cover' now has the confirmation heading 'Your question is with us'",
  );
  const written = JSON.parse(studio?.read(declaration) ?? '{}') as {
    steps: { summaryHeading: string }[];
    confirmation: { heading: string; emailSent: string };
  };
  expect(written.steps[1]?.summaryHeading).toBe('How we reach you');
  expect(written.confirmation).toMatchObject({
    heading: 'Your question is with us',
    emailSent: 'We have emailed you a copy.',
  });
  await checkAtBothWidths(page, 'journeys-words-saved');
});
