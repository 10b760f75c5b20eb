import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import {
  checkAtBothWidths,
  expectNoAxeViolationsInStudio,
  startStudioOnACopy,
  type StudioOnACopy,
} from './support/studio-on-a-copy.ts';

/**
 * The forms studio by keyboard alone, where its focus goes (issue 39, findings 4 to 6): after
 * every edit focus is on what changed, or on the error summary when something is refused; the
 * form's page has links to its parts and keeps the preview's frames out of the Tab order until
 * asked; the check's findings are in an editor's words with links that open and focus their
 * place; a refused branch name gets an error summary. Its own studio, on its own copy and port,
 * so it runs beside studio.spec.ts.
 */

const port = Number(
  process.env.STUDIO_KEYBOARD_TEST_PORT ?? Number(process.env.STUDIO_TEST_PORT ?? 4561) + 1,
);
let studio: StudioOnACopy | undefined;
const question = 'Which day suits you best?';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioOnACopy(port, 'studio-keyboard-');
});

test.afterAll(() => studio?.stop());

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  // React's development build in the framed forms preview warns of the form renderer's lazy
  // loading; the studio's own pages log nothing.
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
});

const origin = () => studio?.origin ?? '';
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);
const card = (page: Page, label: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: label }) });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: /^(Saved|Undone|Redone)\. / }));

async function openForm(page: Page, title: string): Promise<void> {
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: title }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
}

/** Presses Tab from the top of the page until `target` has focus; the number of presses. */
async function tabsTo(page: Page, target: Locator, limit = 400): Promise<number> {
  await expect(target).toBeAttached();
  await page.locator('body').evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    body.focus();
  });
  for (let count = 1; count <= limit; count += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return count;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${limit} presses`);
}

/** The Tab stops of the page, one round from the skip link back to it. */
async function tabStops(page: Page): Promise<number> {
  const first = page.getByRole('link', { name: 'Skip to main content' });
  await tabsTo(page, first);
  for (let count = 1; count <= 600; count += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(first)) return count;
  }
  throw new Error('Tab never came back to the skip link');
}

test('the form page links to its parts, and keeps the preview out of the Tab order until asked', async ({
  page,
}) => {
  await openForm(page, 'Your details');
  const phone = page.frameLocator('iframe[title="Preview at phone width (320 pixels)"]');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Preview: Your details', {
    timeout: 60_000,
  });
  // "Add a question" is a few Tabs from the top: its link, then its first field.
  const parts = page.getByRole('navigation', { name: 'Parts of this page' });
  const toAdd = parts.getByRole('link', { name: 'Add a question' });
  const presses = await tabsTo(page, toAdd);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Add a question' })).toBeFocused();
  await page.keyboard.press('Tab');
  const add = page.getByRole('region', { name: 'Add a question' });
  await expect(add.getByLabel('Question', { exact: true })).toBeFocused();
  expect(presses + 2, 'key presses from the top to the new question’s first field').toBeLessThan(8);
  // The other links go to the questions and the preview.
  await press(parts.getByRole('link', { name: 'Questions' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeFocused();
  await press(parts.getByRole('link', { name: 'Preview' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeFocused();

  // The frames' controls are out of the Tab order until the editor asks to try the form.
  const stops = await tabStops(page);
  test
    .info()
    .annotations.push({ type: 'Tab stops, the preview left out', description: `${stops}` });
  expect(stops).toBeLessThan(60);
  const tryIt = page.getByRole('button', { name: 'Try the form in the preview' });
  await expect(tryIt).toHaveAttribute('aria-pressed', 'false');
  await press(tryIt);
  await expect(tryIt).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('iframe[title="Preview at phone width (320 pixels)"]')).toBeFocused();
  await checkAtBothWidths(page, 'form-parts');
  const withPreview = await tabStops(page);
  test.info().annotations.push({
    type: 'Tab stops, trying the form in the preview',
    description: `${withPreview}`,
  });
  expect(withPreview).toBeGreaterThan(stops + 50);
});

test('focus goes to what changed after every edit, by keyboard alone', async ({ page }) => {
  await openForm(page, 'Your details');
  const add = page.getByRole('region', { name: 'Add a question' });
  await typeInto(add.getByLabel('Question', { exact: true }), question);
  await typeInto(add.getByLabel('Name in the files'), 'best_day');
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'BestDay');
  await expect(add.getByText('BestDay can be used.')).toBeVisible();
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(page).toContainText(`New question '${question}'`);
  // The new question's card.
  await expect(page.getByRole('heading', { level: 3, name: question })).toBeFocused();
  // From it, the review is a few Tabs away (its card's buttons, then the link after the list),
  // not 41 by way of every part of the page below it.
  let tabs = 0;
  const review = page.getByRole('link', { name: 'Review and commit your changes' });
  while (!(await review.evaluate((link) => link === document.activeElement)) && tabs < 10) {
    await page.keyboard.press('Tab');
    tabs += 1;
  }
  expect(tabs).toBeLessThanOrEqual(4);
  await page.getByRole('heading', { level: 3, name: question }).focus();

  // Save changes: focus on the question's heading, its panel still open.
  const added = card(page, question);
  await press(added.getByRole('button', { name: `Change question ${question}` }));
  await typeInto(added.getByLabel('Hint (optional)'), 'For example, Monday');
  await press(added.getByRole('button', { name: 'Save changes' }));
  await saved(page).toContainText('now has the hint');
  await expect(page.getByRole('heading', { level: 3, name: question })).toBeFocused();
  // Saving with nothing changed says so, and keeps focus with the question too.
  await press(added.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByRole('status')).toHaveText('Nothing changed.');
  await expect(page.getByRole('heading', { level: 3, name: question })).toBeFocused();

  // Add rule: focus on the new rule's number.
  await selectByKeyboard(added.getByLabel('Add a rule'), 'At most this many characters');
  await press(added.getByRole('button', { name: 'Add rule' }));
  await saved(page).toContainText('must be 500 characters or fewer');
  await expect(added.getByLabel('At most this many characters', { exact: true })).toBeFocused();
  await checkAtBothWidths(page, 'rule-added');
  // Remove it: focus on "Add a rule", where it can be added back.
  await press(added.getByRole('button', { name: 'Remove this rule' }));
  await saved(page).toContainText(question);
  await expect(added.getByLabel('Add a rule')).toBeFocused();

  // Undo and redo keep focus on their buttons, even with nothing left to undo or redo.
  const undo = page.getByRole('button', { name: 'Undo last change' });
  await press(undo);
  await saved(page).toContainText(/^Undone\. .*must be 500 characters or fewer/);
  await expect(undo).toBeFocused();
  // Redo is offered once the page has the undone change back from the studio.
  const redo = page.getByRole('button', { name: 'Redo' });
  await expect(redo).toHaveAttribute('aria-disabled', 'false');
  await press(redo);
  await saved(page).toContainText(/^Redone\. /);
  await expect(redo).toBeFocused();
  await expect(redo).toHaveAttribute('aria-disabled', 'true');
  await checkAtBothWidths(page, 'redone');

  // Page words: focus on their heading.
  const words = page.getByRole('region', { name: 'Page words' });
  await typeInto(words.getByLabel('Button words', { exact: true }), 'Continue to your address');
  await press(words.getByRole('button', { name: 'Save page words' }));
  await saved(page).toContainText('Continue to your address');
  await expect(page.getByRole('heading', { level: 2, name: 'Page words' })).toBeFocused();

  // Remove a question: its card is gone, focus on the list's heading.
  await press(card(page, question).getByRole('button', { name: `Remove question ${question}` }));
  await press(card(page, question).getByRole('button', { name: 'Yes, remove this question' }));
  await saved(page).toContainText(`The question '${question}' is removed`);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeFocused();
  await expectNoAxeViolationsInStudio(page, 'a question removed');

  // The words every form shares: focus on the heading of the words saved.
  await page.goto(`${origin()}/studio/messages`);
  const shared = page.getByRole('region', { name: 'Check your answers' });
  const first = shared.getByRole('textbox').first();
  await typeInto(first, `${await first.inputValue()} now`);
  await press(shared.getByRole('button', { name: 'Save these words' }));
  await saved(page).toContainText('now');
  await expect(page.getByRole('heading', { level: 2, name: 'Check your answers' })).toBeFocused();
  await checkAtBothWidths(page, 'shared-words-saved');
});

test('a finding is said in an editor’s words, and its link opens the closed question and focuses the rule', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 409 .*\/studio\/api\/apply/);
  await openForm(page, 'A bit about you');
  const textphone = card(page, 'Textphone number');
  const change = textphone.getByRole('button', { name: 'Change question Textphone number' });
  await press(change);
  await selectByKeyboard(textphone.getByLabel('Add a rule'), 'At least this many characters');
  await press(textphone.getByRole('button', { name: 'Add rule' }));
  const shortest = textphone.getByLabel('At least this many characters', { exact: true });
  await expect(shortest).toBeFocused();
  await typeInto(shortest, '30');
  await press(textphone.getByRole('button', { name: 'Save changes' }));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  const crossed =
    "In 'Textphone number', the shortest answer allowed (30 characters) is longer than the longest (20)";
  await expect(summary.getByRole('link', { name: crossed })).toBeVisible();
  // An example's finding names its question by its label, and links to the example.
  const example = summary.getByRole('link', {
    name: /should be accepted, but the form refuses it for too short an answer to 'Textphone number'/,
  });
  await expect(example.first()).toBeVisible();
  // The developer's words are there, folded away.
  await expect(summary.getByText(/"minLength" is 30 but "maxLength" is 20/)).toBeHidden();
  await expect(summary.getByRole('link', { name: /minLength|\/textphoneNumber/ })).toHaveCount(0);
  await checkAtBothWidths(page, 'findings-in-words');

  // Close the question, then follow the link: it opens and the rule's field takes focus.
  await press(page.getByRole('button', { name: 'Close question Textphone number' }));
  await expect(shortest).toHaveCount(0);
  await press(summary.getByRole('link', { name: crossed }));
  await expect(page.locator('#question-textphoneNumber-rule-minLength')).toBeFocused();
  // The example's link opens its change form at the answer it is about.
  await press(example.first());
  const examples = page.getByRole('region', { name: 'Examples' });
  await expect(examples.locator(':focus')).toHaveAccessibleName('Textphone number');

  await press(page.getByRole('button', { name: 'Undo last change' }));
  await expect(summary).toHaveCount(0);
});

test('a refused branch name gets an error summary that takes focus and links to the field', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/status of 409 .*\/studio\/api\/commit/);
  await page.goto(`${origin()}/studio/review`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your changes');
  const branch = page.getByLabel('Name of the new branch');
  await typeInto(branch, 'refs/heads/main');
  await press(page.getByRole('button', { name: 'Commit to a new branch' }));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('"refs/heads/main"');
  await checkAtBothWidths(page, 'branch-refused');
  await press(summary.getByRole('link'));
  await expect(branch).toBeFocused();
});

test('the forms table fits a phone’s width; autocomplete and lead places are offered in plain words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await expect(page.getByRole('table')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'pixels the forms page overflows a 320 pixel screen by').toBe(0);
  await checkAtBothWidths(page, 'forms-reflow');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openForm(page, 'Your details');
  const email = card(page, 'Email address');
  await press(email.getByRole('button', { name: 'Change question Email address' }));
  const detail = email.getByLabel('Personal detail it asks for, for autocomplete');
  await expect(detail.locator('option:checked')).toHaveText('Email address');
  await expect(detail.getByRole('option', { name: 'Card security code' })).toHaveCount(1);
  await expect(detail.getByRole('option', { name: 'cc-csc' })).toHaveCount(0);
  // A new question's answer may go to any place of the lead an answer can fill; the places the
  // lead always sends empty are named, not offered.
  const add = page.getByRole('region', { name: 'Add a question' });
  await choose(add.getByRole('radio', { name: 'A place the lead already has' }));
  const place = add.getByLabel('Place in the lead');
  await expect(place.getByRole('option', { name: '/email', exact: true })).toHaveCount(1);
  await expect(place.getByRole('option', { name: '/contact-preference' })).toHaveCount(0);
  await expect(add.getByText(/always sends .*\/contact-preference.* empty/)).toBeVisible();
  await checkAtBothWidths(page, 'lead-places');
});

test('a finding in a file changed by hand is said in an editor’s words, and its link opens the question at the setting to fix', async ({
  page,
}) => {
  const schema = path.join(
    studio?.project ?? '',
    'schemas/forms/feedback-details/feedback-details.schema.json',
  );
  const before = readFileSync(schema, 'utf8');
  // The email's answer sent through a transform the site does not have, written by hand.
  const byHand = before.replace(
    '"x-lead": { "to": "/email", "transform": ["trim"] }',
    '"x-lead": { "to": "/email", "transform": ["shout"] }',
  );
  expect(byHand).not.toBe(before);
  writeFileSync(schema, byHand);
  await openForm(page, 'Your details');
  const notice = page.getByRole('region', { name: 'Files changed outside the studio' });
  await press(notice.getByRole('button', { name: 'Reload the files' }));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  const finding = summary.getByRole('link', {
    name: "'Email address' changes its answer in a way the site cannot before sending it",
  });
  await expect(finding).toBeVisible();
  await expect(summary).toContainText(
    'What to do: Choose where the answer goes again, or ask a developer.',
  );
  await checkAtBothWidths(page, 'finding-by-hand');
  await press(finding);
  // The question opens at where its answer goes, on the place chosen.
  await expect(
    card(page, 'Email address').getByRole('radio', { name: 'A place the lead already has' }),
  ).toBeFocused();

  // A destination the form's rules refuse outright still opens the form, to say where it is.
  writeFileSync(
    schema,
    before.replace('"x-lead": { "to": "/email", "transform": ["trim"] }', '"x-lead": 42'),
  );
  await openForm(page, 'Your details');
  await press(notice.getByRole('button', { name: 'Reload the files' }));
  await expect(
    summary.getByRole('link', { name: "Where the answer to 'Email address' goes cannot be read" }),
  ).toBeVisible();

  // The file as it was, for the studio's other tests.
  writeFileSync(schema, before);
  await openForm(page, 'Your details');
  await press(notice.getByRole('button', { name: 'Reload the files' }));
  await expect(summary).toHaveCount(0);
});
