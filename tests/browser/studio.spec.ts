import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectNoAxeViolationsInStudio } from './support/studio-on-a-copy.ts';
import { uniqueSurname } from './support/customer.ts';
import {
  enterAddressByHand,
  fillPersonalDetails,
  findAddressByPostcode,
  goToQueryStep,
  samplePerson,
} from './support/complaint-steps.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import {
  testedFormFolder,
  testedFormTarget,
} from '../../scripts/studio/model/testing/tested-form-folder.ts';
import { copyEnvironment, copyProject, storedLeadAttributes } from './support/project-copy.ts';
import { saveScreenshot, screenshotWidths } from './support/screenshots.ts';
import {
  acceptAndSend,
  changeAnswer,
  continueToCheckAnswers,
  shownAnswers,
} from './support/check-answers.ts';

/**
 * The forms studio (issue 31), by keyboard alone, on a temporary copy of the project: what
 * schemas/README.md's "Add a question" asks of a content editor. It adds a required choice
 * question that sends its answer to the lead to the feedback details form, rewords a hint, moves
 * a question and renames one; the schema check then passes on the files written, the diff has
 * no line the change did not need, axe finds nothing on each page and state, the change is
 * committed to a new branch, and the feedback journey on the studio's own dev server sends the
 * new answer in the lead the stub stores. Then a question asked only for Yes to the complaint's
 * yes or no written with choices is written with `true` and reaches the lead after Yes.
 */

const port = Number(process.env.STUDIO_TEST_PORT ?? 4561);
const origin = `http://127.0.0.1:${port}`;
const formId = 'feedback-details';
const files = {
  schema: `schemas/forms/${formId}/${formId}.schema.json`,
  ui: `schemas/forms/${formId}/${formId}.ui.json`,
  examples: `schemas/forms/${formId}/${formId}.examples.json`,
};
const question = 'When is the best time to call you?';
const addressQuestion = 'Address of the property, if it is not your home';
/** The first address the stub finds at LS1 1AA, as the customer picks it. */
const propertyAddress = '3 Station Road, Norwich, LS1 1AA';
/** The yes or no question the new question is asked after, and only for Yes. */
const canCall = 'Can we call you?';
const askedIfYes = `Asked only if '${canCall}' is Yes`;
const newHint = 'We only use your email address to reply to you';
let project = '';
let studio: ChildProcess | undefined;
/** What `npm run studio` printed. */
let printed = '';
const before: Record<string, string> = {};

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const read = (file: string) => readFileSync(path.join(project, file), 'utf8');
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: project, encoding: 'utf8' }).trim();

/**
 * Starts `npm run studio` in the copy; resolves once its first page answers. The copy has no
 * compiled validators, as a fresh clone after `npm install` has none (issue 39, item 7).
 */
async function startStudio(): Promise<void> {
  for (const compiled of ['src/schema-forms/compiled', 'src/lib/content/compiled']) {
    rmSync(path.join(project, compiled), { recursive: true, force: true });
  }
  studio = spawn('npm', ['run', '--silent', 'studio'], {
    cwd: project,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...copyEnvironment(project),
      STUDIO_PORT: String(port),
      STUB_LEAD_STORE: path.join(project, 'leads.jsonl'),
    },
    detached: true,
  });
  studio.stdout?.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (studio.exitCode !== null) throw new Error(`The studio exited with ${studio.exitCode}`);
    try {
      if ((await fetch(`${origin}/studio/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The studio did not answer on ${origin}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  project = copyProject('studio-');
  // The walkthrough edits the feedback details form as the studio's tests know it.
  cpSync(testedFormFolder, path.join(project, testedFormTarget), { recursive: true });
  // A repository of its own, so the studio's commit to a new branch can be read back.
  for (const args of [
    ['init', '--quiet', '--initial-branch=main'],
    // The editor's own name for commits, as on their computer (a machine may have none set).
    ['config', 'user.name', 'Editor'],
    ['config', 'user.email', 'editor@example.com'],
    ['add', '--all'],
    ['commit', '-qm', 'Start'],
  ]) {
    git(...args);
  }
  for (const file of Object.values(files)) before[file] = read(file);
  await startStudio();
});

test.afterAll(() => {
  if (studio?.pid !== undefined && studio.exitCode === null) process.kill(-studio.pid, 'SIGTERM');
  if (project) rmSync(project, { recursive: true, force: true });
});

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  // React's development build in the framed forms preview (the site's dev server, not the
  // studio) warns of the form renderer's lazy loading; the studio's own pages log nothing.
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
});

/** Saves the page at the phone and desktop widths the studio is checked at. */
async function screenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `studio-${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

/** Waits for the page to say the edit is saved, in the model's words for what changed. */
const saved = (page: Page, change: string | RegExp) =>
  expect(page.getByRole('status').filter({ hasText: /^Saved\. / })).toContainText(change);
const questionHeadings = (page: Page) =>
  page.getByRole('region', { name: 'Questions' }).getByRole('heading', { level: 3 });
const card = (page: Page, label: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: label }) });

/** Runs `npm run schemas:check` on the copy and expects it sound. */
function expectCheckSound(): void {
  const check = spawnSync('npx', ['tsx', 'scripts/check-schemas.ts'], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(check.stdout + check.stderr).toContain('schemas/ and content-fixtures/ are sound');
  expect(check.status).toBe(0);
}

async function openForm(page: Page): Promise<void> {
  await page.goto(`${origin}/studio/`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms');
  await press(page.getByRole('link', { name: 'Your details' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details');
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
}

test('the studio lists every form and shows a form with its questions and its preview', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 404 .*\/studio\/api\/forms\/no-such-form/);
  await page.goto(`${origin}/studio/`, { timeout: 90_000 });
  await expect(page).toHaveTitle('Forms - Forms studio');
  await expect(page.getByRole('link', { name: 'Submit a meter reading' })).toBeVisible();
  await expectNoAxeViolationsInStudio(page, 'the list of forms');
  await screenshots(page, 'forms');

  await press(page.getByRole('link', { name: 'Change the words every form shares' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Words every form shares');
  await expect(page.getByLabel('Error summary title')).toHaveValue('There is a problem');
  await expectNoAxeViolationsInStudio(page, 'the words every form shares');
  await screenshots(page, 'messages');

  await openForm(page);
  await expect(questionHeadings(page)).toHaveText([
    'First name',
    'Last name',
    'Email address',
    'Telephone number',
    'Your address',
  ]);
  const phone = page.frameLocator('iframe[title="Preview at phone width (320 pixels)"]');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Preview: Your details', {
    timeout: 60_000,
  });
  await expect(
    page
      .frameLocator('iframe[title="Preview at desktop width (1280 pixels)"]')
      .getByRole('heading', {
        level: 1,
      }),
  ).toHaveText('Preview: Your details', { timeout: 60_000 });
  await expectNoAxeViolationsInStudio(page, 'a form with its preview');
  await screenshots(page, 'form');
  // An address that is no form says so, in the server's words.
  await page.goto(`${origin}/studio/forms/no-such-form`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form cannot be shown');
  await expect(page.getByRole('alert')).toHaveText('There is no form by that name.');
  await expectNoAxeViolationsInStudio(page, 'no such form');

  // The framed page, as the studio frames it.
  await page.goto(`${origin}/help-and-support/forms-preview/${formId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview: Your details');
  await expectNoAxeViolations(page, 'the framed forms preview');
});

test('an editor adds a required choice question with a destination, by keyboard alone', async ({
  page,
}) => {
  await openForm(page);
  const add = page.getByRole('region', { name: 'Add a question' });
  // First a yes or no question, which the new one will be asked only for Yes to.
  await typeInto(add.getByLabel('Question', { exact: true }), canCall);
  await typeInto(add.getByLabel('Name in the files'), 'can_call');
  await selectByKeyboard(add.getByLabel('Kind of answer'), 'Yes or no');
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'CanWeCall');
  await expect(add.getByText('CanWeCall can be used.')).toBeVisible();
  await selectByKeyboard(add.getByLabel('Put it after'), 'Email address');
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(
    page,
    `New question '${canCall}' sends its answer to additional-information/CanWeCall`,
  );
  // The form starts again, empty, for the next question.
  await expect(add.getByLabel('Question', { exact: true })).toHaveValue('');
  await expect(add.getByLabel('Name in the files')).toHaveValue('');

  await typeInto(add.getByLabel('Question', { exact: true }), question);
  await typeInto(add.getByLabel('Name in the files'), 'contact_time');
  await selectByKeyboard(add.getByLabel('Kind of answer'), 'One of a list, as radio buttons');
  await typeInto(add.getByLabel('Choices, one on each line'), 'Morning\nAfternoon\nEvening');
  // The name is checked against the lead's naming rule as it is typed.
  await typeInto(add.getByLabel('Name of the answer'), 'best time');
  await expect(add.getByText(/must start with a capital letter/)).toBeVisible();
  await typeInto(add.getByLabel('Name of the answer'), 'BestTimeToCall');
  await expect(add.getByText('BestTimeToCall can be used.')).toBeVisible();
  await selectByKeyboard(add.getByLabel('Put it after'), 'Telephone number');

  await choose(add.getByRole('radio', { name: 'Yes, it is required' }));
  // The studio offers an answer for each valid example; the editor changes one.
  await press(add.getByRole('button', { name: 'Show the answers for the examples' }));
  const irish = add.getByLabel("Answer in the example 'Irish landline and a looked-up address'");
  await expect(irish).toHaveValue('Morning');
  await expect(
    add.getByLabel("Answer in the example 'UK mobile and a manual address'"),
  ).toHaveValue('Morning');
  await typeInto(irish, 'Evening');
  await expectNoAxeViolationsInStudio(page, 'adding a question');
  await screenshots(page, 'add-question');
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(
    page,
    `New required question '${question}' sends its answer to additional-information/BestTimeToCall`,
  );
  await expect(questionHeadings(page)).toHaveText([
    'First name',
    'Last name',
    'Email address',
    canCall,
    'Telephone number',
    question,
    'Your address',
  ]);
  await expect(card(page, question)).toContainText(
    'Answer goes to: /additional-information/BestTimeToCall',
  );
  // Checked and saved: the files on disk have it, with the examples' answers, and the preview
  // shows it.
  expect(read(files.schema)).toContain(`"title": "${question}"`);
  const examples = JSON.parse(read(files.examples)) as {
    examples: { name: string; data: Record<string, unknown>; errors?: Record<string, string> }[];
  };
  expect(
    examples.examples.map((example) => [
      example.data.contact_time,
      example.errors?.['/contact_time'],
    ]),
  ).toEqual([
    ['Evening', undefined],
    ['Morning', undefined],
    [undefined, 'required'],
    [undefined, 'required'],
  ]);
  await expect(
    page
      .frameLocator('iframe[title="Preview at phone width (320 pixels)"]')
      .getByRole('radio', { name: 'Evening' })
      .first(),
  ).toBeAttached({ timeout: 60_000 });
});

test('an editor rewords a hint, moves a question, renames one and asks it only for Yes, by keyboard alone', async ({
  page,
  guard,
}) => {
  // The move the model refuses answers 409, which the browser logs.
  guard.allowConsoleErrors(/status of 409 .*\/studio\/api\/apply/);
  await openForm(page);
  // Reword the email address's hint.
  const email = card(page, 'Email address');
  await press(email.getByRole('button', { name: 'Change question Email address' }));
  await typeInto(email.getByLabel('Hint (optional)'), newHint);
  await expectNoAxeViolationsInStudio(page, "a question's settings");
  await screenshots(page, 'question-settings');
  await press(email.getByRole('button', { name: 'Save changes' }));
  await saved(page, `'Email address' now has the hint '${newHint}'`);

  // Move the new question above the telephone number: focus stays on its move button.
  await press(card(page, question).getByRole('button', { name: `Move up question ${question}` }));
  await saved(page, /now comes before/);
  await expect(questionHeadings(page)).toHaveText([
    'First name',
    'Last name',
    'Email address',
    canCall,
    question,
    'Telephone number',
    'Your address',
  ]);
  await expect(page.getByRole('button', { name: `Move up question ${question}` })).toBeFocused();

  // Rename it in the files: every mention follows.
  const added = card(page, question);
  await press(added.getByRole('button', { name: `Change question ${question}` }));
  // A name that breaks the naming rule is stopped by the rename form itself, in the model's words.
  await typeInto(added.getByLabel('New name in the files'), 'best time');
  await press(added.getByRole('button', { name: 'Rename' }));
  await expect(added.locator('#question-contact_time-rename_newName-error')).toContainText(
    'must start with a letter and have only letters, numbers and underscores',
  );
  await typeInto(added.getByLabel('New name in the files'), 'best_time_to_call');
  await press(added.getByRole('button', { name: 'Rename' }));
  await saved(page, 'is now named best_time_to_call in the files');
  await expect(card(page, question)).toContainText('Name in the files: best_time_to_call');
  expect(read(files.ui)).toContain('"best_time_to_call"');
  expect(read(files.examples)).not.toContain('contact_time');

  // Ask it only if the customer can be called: a select of earlier questions, one of answers.
  const renamed = card(page, question);
  const condition = renamed.getByRole('form', { name: 'Ask only for some answers' });
  await expect(condition).toContainText('Customers are always asked this question.');
  await expectNoAxeViolationsInStudio(page, 'a question always asked, its condition unset');
  await selectByKeyboard(condition.getByLabel('Question it depends on'), canCall);
  await selectByKeyboard(condition.getByLabel('Answer that asks it'), 'Yes');
  await press(condition.getByRole('button', { name: 'Set the condition' }));
  await saved(page, `'${question}' is now asked only if '${canCall}' is Yes`);
  await expect(
    card(page, question).getByRole('listitem').filter({ hasText: askedIfYes }),
  ).toHaveCount(1);
  await expect(
    card(page, question).getByRole('button', { name: 'Remove the condition' }),
  ).toBeVisible();
  await expectNoAxeViolationsInStudio(page, 'a question asked only for Yes');
  await screenshots(page, 'condition');
  // It cannot now move above the answer that opens it.
  await press(card(page, question).getByRole('button', { name: `Move up question ${question}` }));
  await expect(
    page.getByRole('alert').filter({ hasText: 'so it must come after it' }),
  ).toBeVisible();
  // A question with no earlier one to depend on says how to give it one.
  const first = card(page, canCall);
  await press(first.getByRole('button', { name: `Change question ${canCall}` }));
  await expect(first.getByRole('form', { name: 'Ask only for some answers' })).toContainText(
    'put it after a question with choices',
  );
  await expectNoAxeViolationsInStudio(page, 'a question with no earlier one to depend on');
});

test('an editor adds an optional address question whose answer goes to the lead as text', async ({
  page,
}) => {
  await openForm(page);
  const add = page.getByRole('region', { name: 'Add a question' });
  await typeInto(add.getByLabel('Question', { exact: true }), addressQuestion);
  await typeInto(add.getByLabel('Name in the files'), 'property_address');
  await selectByKeyboard(add.getByLabel('Kind of answer'), 'An address');
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'PropertyAddress');
  await selectByKeyboard(add.getByLabel('Put it after'), 'Your address');
  // Were it required, each valid example would get an address the stub finds, shown by its label.
  await choose(add.getByRole('radio', { name: 'Yes, it is required' }));
  await press(add.getByRole('button', { name: 'Show the answers for the examples' }));
  await expect(
    add.getByText(/^Answer in the example 'UK mobile and a manual address': /),
  ).toHaveText(`Answer in the example 'UK mobile and a manual address': ${propertyAddress}`);
  await expectNoAxeViolationsInStudio(page, 'an address offered to the examples');
  await screenshots(page, 'add-address-question');
  await choose(add.getByRole('radio', { name: 'No, it is optional' }));
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(
    page,
    `New question '${addressQuestion}' sends the address, as one line of text, to additional-information/PropertyAddress`,
  );
  const added = card(page, addressQuestion);
  await expect(added).toContainText('Answer goes to: /additional-information/PropertyAddress');
  await press(added.getByRole('button', { name: `Change question ${addressQuestion}` }));
  await expect(added.getByLabel('Kind of answer').locator('option:checked')).toHaveText(
    'An address',
  );
  await expectNoAxeViolationsInStudio(page, 'an address question of the editor’s own');
  await screenshots(page, 'address-question');
  const schema = JSON.parse(read(files.schema)) as {
    properties: Record<string, { type?: string; 'x-lead'?: unknown }>;
  };
  expect(schema.properties.property_address).toMatchObject({
    type: 'object',
    'x-lead': { to: '/additional-information/PropertyAddress', transform: ['address-as-text'] },
  });
});

test('a change the check refuses is held, its findings link to the control, a draft says so, and undo takes it back', async ({
  page,
}) => {
  await openForm(page);
  const added = card(page, question);
  await press(added.getByRole('button', { name: `Change question ${question}` }));
  // Its settings are a form of the site's engine (decision 044): its fields have the engine's
  // ids, and an empty question gets the engine's error summary and inline error, and is never
  // sent to the studio.
  const label = added.getByLabel('Question', { exact: true });
  await expect(label).toHaveAttribute('id', 'question-best_time_to_call_label');
  await expect(added.getByLabel('Kind of answer')).toHaveAttribute(
    'id',
    'question-best_time_to_call_kind',
  );
  const schemaBefore = read(files.schema);
  await label.focus();
  await label.press('ControlOrMeta+a');
  await label.press('Delete');
  await press(added.getByRole('button', { name: 'Save changes' }));
  const settingsProblem = added.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(settingsProblem).toBeFocused();
  await expect(added.locator('#question-best_time_to_call_label-error')).toContainText(
    'Enter the question',
  );
  await expect(label).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolationsInStudio(page, "a question's settings with an error");
  await screenshots(page, 'question-settings-error');
  await press(settingsProblem.getByRole('link', { name: 'Enter the question' }));
  await expect(label).toBeFocused();
  expect(read(files.schema)).toBe(schemaBefore);
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. / })).toHaveCount(0);
  // Form copy is plain text: the check refuses HTML in a label.
  await typeInto(added.getByLabel('Question', { exact: true }), `<b>${question}</b>`);
  await press(added.getByRole('button', { name: 'Save changes' }));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  // In an editor's words, naming the question's label; the check's words are folded away.
  const htmlInLabel = summary.getByRole('link', {
    name: `The label of '<b>${question}</b>' has HTML tags in it, which a customer would read as they are`,
  });
  await expect(htmlInLabel).toBeVisible();
  await expect(summary.getByText(/This copy has HTML in it/)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your change is not saved yet' })).toBeVisible();
  // Held, not written.
  expect(read(files.schema)).not.toContain('<b>');
  await expectNoAxeViolationsInStudio(page, 'findings of the check');
  await screenshots(page, 'findings');
  await press(htmlInLabel);
  await expect(page.locator('#question-best_time_to_call_label')).toBeFocused();

  // Kept as a draft: written, and the form says it is a draft, here and in the list.
  await press(page.getByRole('button', { name: 'Keep as a draft' }));
  await expect(page.getByRole('heading', { name: 'This form is a draft' })).toBeVisible();
  expect(read(files.schema)).toContain('<b>');
  await expectNoAxeViolationsInStudio(page, 'a draft');
  await screenshots(page, 'draft');
  await press(page.getByRole('link', { name: 'All forms' }));
  await expect(
    page.getByRole('row', { name: /Your details/ }).getByText('Draft: not ready to publish'),
  ).toBeVisible();
  await press(page.getByRole('link', { name: 'Your details' }));

  // Undo takes it back, and the checked files are written again.
  await press(page.getByRole('button', { name: 'Undo last change' }));
  await expect(summary).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'This form is a draft' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: question })).toBeVisible();
  expect(read(files.schema)).not.toContain('<b>');
});

test('the files pass the check and change only the lines the change needs', () => {
  expectCheckSound();
  const prettier = spawnSync('npx', ['prettier', '--check', ...Object.values(files)], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(prettier.status, prettier.stdout + prettier.stderr).toBe(0);

  // Every line the diff removes is one the change had to alter: the form's order and required
  // list, the reworded hint, or a line that only gains a comma before a new entry.
  const diff = git('diff', '--unified=0', '--', 'schemas/');
  expect(git('diff', '--name-only', '--', 'schemas/')).toBe(Object.values(files).sort().join('\n'));
  const removed = diff
    .split('\n')
    .filter((line) => line.startsWith('-') && !line.startsWith('---'));
  const added = diff.split('\n').filter((line) => line.startsWith('+') && !line.startsWith('+++'));
  const needed = (line: string) =>
    /"required": \[|"ui:order": \[|"description": /.test(line) ||
    added.includes(`+${line.slice(1)},`);
  expect(removed.filter((line) => !needed(line))).toEqual([]);
  expect(removed.length).toBeLessThanOrEqual(10);
  // Nothing else of the schema changed: with the question and hint taken out it is as it was.
  const schema = JSON.parse(read(files.schema)) as {
    required: string[];
    properties: Record<string, { description?: string }>;
    allOf?: unknown[];
  };
  const original = JSON.parse(before[files.schema] ?? '') as typeof schema;
  expect(schema.properties.email?.description).toBe(newHint);
  // The new question sits in the branch of its condition, as the meter read's do.
  expect(schema.allOf).toEqual([
    {
      if: {
        type: 'object',
        required: ['can_call'],
        properties: { can_call: { type: 'boolean', const: true } },
      },
      then: {
        type: 'object',
        required: ['best_time_to_call'],
        properties: {
          best_time_to_call: expect.objectContaining({
            title: question,
            'x-lead': { to: '/additional-information/BestTimeToCall' },
            'x-errorMessages': expect.objectContaining({ required: expect.any(String) }),
          }),
        },
      },
    },
  ]);
  expect(schema.properties.can_call).toMatchObject({ type: 'boolean', title: canCall });
  delete schema.properties.can_call;
  delete schema.properties.property_address;
  schema.properties.email = { ...schema.properties.email };
  delete schema.properties.email.description;
  const originalEmail = { ...original.properties.email };
  delete originalEmail.description;
  original.properties.email = originalEmail;
  expect(schema.properties).toEqual(original.properties);
  expect(schema.required).toEqual(original.required);
});

test('the review page says what changed, shows the diff and the leads, and commits to a new branch', async ({
  page,
}) => {
  await openForm(page);
  await press(page.getByRole('link', { name: 'Review your changes' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your changes');
  const summary = page.getByRole('region', { name: 'What changed' });
  await expect(summary).toContainText(
    `New required question '${question}' sends its answer to additional-information/BestTimeToCall`,
  );
  await expect(summary).toContainText(`'${question}' is now asked only if '${canCall}' is Yes`);
  await expect(page.getByRole('heading', { name: `Changes to ${files.schema}` })).toBeVisible();
  const leads = page.getByRole('region', { name: 'The lead each example sends' });
  // The new answer is marked as inserted in the lead after the change.
  await expect(
    leads.getByRole('insertion').filter({ hasText: '"BestTimeToCall": "Evening"' }),
  ).toHaveCount(1);
  await expect(
    leads.getByRole('insertion').filter({ hasText: '"BestTimeToCall": "Morning"' }),
  ).toHaveCount(1);
  // The examples that answer it answer Yes to the question that opens it.
  await expect(leads.getByRole('insertion').filter({ hasText: '"CanWeCall": "Yes"' })).toHaveCount(
    2,
  );
  await expectNoAxeViolationsInStudio(page, 'review your changes');
  await screenshots(page, 'review');

  const head = git('rev-parse', 'HEAD');
  await typeInto(page.getByLabel('Name of the new branch'), 'forms/best-time-to-call');
  await press(page.getByRole('button', { name: 'Commit to a new branch' }));
  await expect(page.getByRole('status')).toContainText(
    'It is on the branch forms/best-time-to-call. Publish it to send it for review.',
  );
  await expectNoAxeViolationsInStudio(page, 'committed');
  await screenshots(page, 'committed');
  expect(git('log', '-1', '--format=%B', 'forms/best-time-to-call')).toContain(
    `New required question '${question}'`,
  );
  expect(
    git('show', '--name-only', '--format=', 'forms/best-time-to-call').split('\n').sort(),
  ).toEqual(Object.values(files).sort());
  // The editor's own branch is where it was.
  expect(git('rev-parse', 'HEAD')).toBe(head);
});

test('a customer answers the new question and the back office gets the answer', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto(`${origin}/help-and-support/complaints/feedback`, { timeout: 90_000 });
  await typeInto(
    page.getByLabel("Tell us why you don't want the refund"),
    'Please keep it as credit.',
  );
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A bit about you');
  await fillFeedbackDetails(page, surname);
  const main = page.getByRole('main');
  // Asked only if the customer can be called: not there until they answer Yes.
  await expect(main.getByRole('group', { name: question })).toHaveCount(0);
  await choose(main.getByRole('group', { name: canCall }).getByRole('radio', { name: 'No' }));
  await expect(main.getByRole('group', { name: question })).toHaveCount(0);
  await findAddressByPostcode(
    page,
    'LS1 1AA',
    propertyAddress,
    page.getByRole('group', { name: addressQuestion }),
  );
  // The form's own address and the editor's, each chosen, on one page.
  await expectNoAxeViolations(page, 'two address questions on one page');
  // The editor's question alone: the consent banner, fixed at the foot of the window, covers it
  // in a whole-page screenshot at phone width.
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(
      page.getByRole('group', { name: addressQuestion }),
      `studio-journey-address-question-${width}`,
    );
  }
  await continueToCheckAnswers(page);
  // 'Check your answers' leaves out the question that does not apply.
  const answered = await shownAnswers(page);
  expect(answered).toContainEqual([canCall, 'No']);
  expect(answered.map(([label]) => label)).not.toContain(question);
  // Changing the answer to Yes asks the new question on the same page.
  await changeAnswer(page, canCall);
  await choose(main.getByRole('group', { name: canCall }).getByRole('radio', { name: 'Yes' }));
  await choose(
    main.getByRole('group', { name: question }).getByRole('radio', { name: 'Afternoon' }),
  );
  await continueToCheckAnswers(page);
  // The new question is on 'Check your answers' too, with no code change.
  expect(await shownAnswers(page)).toContainEqual([
    'When is the best time to call you?',
    'Afternoon',
  ]);
  await acceptAndSend(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Thanks, we've got your request",
  );
  const lead = await storedLeadAttributes(project, surname);
  // The address the customer found goes as one line of text, beside the lead's own address.
  expect(lead?.['additional-information']).toMatchObject({
    CanWeCall: 'Yes',
    BestTimeToCall: 'Afternoon',
    PropertyAddress: propertyAddress,
  });
});

/**
 * A yes or no written by hand with choices (`"oneOf"` of true and false), as the complaint's
 * "Can we record any extra support you need?" is: the studio once wrote the string "true" into
 * the condition, which no answer meets (issue 38).
 */
const extraSupport = 'Can we record any extra support you need?';
const supportQuestion = 'What support do you need?';
const complaintSchema = 'schemas/forms/complaint-details/complaint-details.schema.json';

test('an editor asks a question only if a yes or no written with choices is Yes, and the file says true', async ({
  page,
}) => {
  await page.goto(`${origin}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'A bit about you' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A bit about you');
  const add = page.getByRole('region', { name: 'Add a question' });
  await typeInto(add.getByLabel('Question', { exact: true }), supportQuestion);
  await typeInto(add.getByLabel('Name in the files'), 'support_needs');
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'SupportNeeds');
  await expect(add.getByText('SupportNeeds can be used.')).toBeVisible();
  await selectByKeyboard(add.getByLabel('Put it after'), extraSupport);
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(
    page,
    `New question '${supportQuestion}' sends its answer to additional-information/SupportNeeds`,
  );
  const added = card(page, supportQuestion);
  await press(added.getByRole('button', { name: `Change question ${supportQuestion}` }));
  const condition = added.getByRole('form', { name: 'Ask only for some answers' });
  await selectByKeyboard(condition.getByLabel('Question it depends on'), extraSupport);
  await selectByKeyboard(condition.getByLabel('Answer that asks it'), 'Yes');
  await press(condition.getByRole('button', { name: 'Set the condition' }));
  await saved(page, `'${supportQuestion}' is now asked only if '${extraSupport}' is Yes`);
  // The answer as the question types it: true, not the string "true".
  const schema = JSON.parse(read(complaintSchema)) as { allOf?: unknown[] };
  expect(schema.allOf).toEqual([
    {
      if: {
        type: 'object',
        required: ['vulnerabilityConsent'],
        properties: { vulnerabilityConsent: { type: 'boolean', const: true } },
      },
      then: {
        type: 'object',
        properties: { support_needs: expect.objectContaining({ title: supportQuestion }) },
      },
    },
  ]);
  expectCheckSound();
});

test('a customer who answers Yes is asked the question, and its answer reaches the lead', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto(`${origin}/help-and-support/complaints/gas-and-electricity`, {
    timeout: 90_000,
  });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Making a complaint.');
  await expect(main.getByLabel('First name')).toBeVisible();
  // Not asked until the customer answers Yes.
  await expect(main.getByLabel(supportQuestion)).toHaveCount(0);
  await fillPersonalDetails(page, { ...samplePerson(surname), extraSupport: true });
  await typeInto(main.getByLabel(`${supportQuestion} (optional)`), 'Large print letters');
  await enterAddressByHand(page);
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Tariff issues');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), `Noticed, ${surname}.`);
  await continueToCheckAnswers(page);
  expect(await shownAnswers(page)).toContainEqual([supportQuestion, 'Large print letters']);
  await acceptAndSend(page);
  const lead = await storedLeadAttributes(project, surname);
  expect(lead?.['additional-information']).toMatchObject({ SupportNeeds: 'Large print letters' });
});

test("every form opens in the studio, and every question's settings open", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${origin}/studio/`, { timeout: 90_000 });
  const links = page.getByRole('table').getByRole('link');
  await expect(links.first()).toBeVisible();
  const titles = await links.allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(8);
  for (const title of titles) {
    await page.goto(`${origin}/studio/`);
    await press(page.getByRole('table').getByRole('link', { name: title, exact: true }));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const changes = page.getByRole('button', { name: /^Change question / });
    await expect(changes.first()).toBeVisible();
    const names = await changes.allTextContents();
    expect(names.length, `questions of ${title}`).toBeGreaterThan(0);
    for (const [index, name] of names.entries()) {
      await press(page.getByRole('button', { name, exact: true }));
      const close = page.getByRole('button', {
        name: name.replace(/^Change/, 'Close'),
        exact: true,
      });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(1);
      if (index === names.length - 1) {
        await expectNoAxeViolationsInStudio(page, `${title}, a question open`);
      }
      await press(close);
    }
  }
});

test('the studio prints its address and answers only on the loopback address', async () => {
  expect(printed).toContain(`The forms studio is at ${origin}/studio/`);
  const elsewhere = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address?.family === 'IPv4' && !address.internal)
    .map((address) => address?.address ?? '');
  for (const address of elsewhere) {
    await expect(fetch(`http://${address}:${port}/studio/`)).rejects.toThrow();
  }
  // A page whose name points at 127.0.0.1 (DNS rebinding) is refused too.
  const rebound = await new Promise<number>((resolve, reject) => {
    request(`${origin}/studio/api/forms`, { headers: { Host: `rebound.example:${port}` } }, (res) =>
      resolve(res.statusCode ?? 0),
    )
      .on('error', reject)
      .end();
  });
  expect(rebound).toBe(403);
});

test('the studio refuses a request from another page', async () => {
  const refused = await fetch(`${origin}/studio/api/undo`, {
    method: 'POST',
    headers: { Origin: 'https://another.example', 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(refused.status).toBe(403);
  expect(await refused.text()).toContain('Another web page tried to use it');
});
