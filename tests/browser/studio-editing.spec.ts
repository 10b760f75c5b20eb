import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import {
  checkAtBothWidths,
  startStudioOnACopy,
  type StudioOnACopy,
} from './support/studio-on-a-copy.ts';

/**
 * Every part of a form editable in the studio, by keyboard alone (issue 39, deliverable 4): a
 * form's examples added, changed and removed, each with the check's verdict and the lead it
 * sends beside it, so an editor previews a path through the form; focus on what changed after
 * each, axe on each new state. Its own studio, on its own copy and port, beside the others.
 */

const port = Number(
  process.env.STUDIO_EDITING_TEST_PORT ?? Number(process.env.STUDIO_TEST_PORT ?? 4561) + 2,
);
let studio: StudioOnACopy | undefined;
const examplesFile = 'schemas/forms/meter-read/meter-read.examples.json';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioOnACopy(port, 'studio-editing-');
});

test.afterAll(() => studio?.stop());

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  // React's development build in the framed forms preview warns of the form renderer's lazy
  // loading; the studio's own pages log nothing.
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
});

const origin = () => studio?.origin ?? '';
const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Saved\. / }));
const exampleCard = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
const namesOnDisk = () =>
  (JSON.parse(studio?.read(examplesFile) ?? '{}') as { examples: { name: string }[] }).examples.map(
    (example) => example.name,
  );

async function openMeterReading(page: Page): Promise<void> {
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'Submit a meter reading' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit a meter reading');
  // The page's parts link to the examples.
  const parts = page.getByRole('navigation', { name: 'Parts of this page' });
  await press(parts.getByRole('link', { name: 'Examples' }));
  await expect(page.getByRole('heading', { level: 2, name: 'Examples' })).toBeFocused();
}

test('an editor adds an example to try a path through the form, sees it judged and the lead it sends, changes it and removes it', async ({
  page,
  guard,
}) => {
  // The refused name below is the server's 409, which the browser logs.
  guard.allowConsoleErrors(/status of 409 .*\/studio\/api\/apply/);
  await openMeterReading(page);
  const name = 'Gas only, read today';

  // "Add an example" starts from the first valid example's answers; choosing gas only takes the
  // form's gas path.
  const open = page.getByRole('button', { name: 'Add an example' });
  await press(open);
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const form = page.locator('#example-new-panel');
  await typeInto(form.getByLabel('Name of the example'), name);
  await selectByKeyboard(form.getByLabel('Which meter readings are you sending?'), 'Gas only');
  await press(form.getByRole('button', { name: 'Add example' }));
  await saved(page).toContainText(`New valid example '${name}'`);
  await expect(page.getByRole('heading', { level: 3, name })).toBeFocused();
  const card = exampleCard(page, name);
  await expect(card).toContainText('The form accepts it, as it should.');
  const lead = card.getByText('Lead sent by the meter reading form');
  await press(lead);
  const sent = card.locator('pre');
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('"Fuel": "Gas"');
  await expect(sent).toContainText('"GasReading": "000123"');
  await expect(sent).not.toContainText('ElectricityReading');
  expect(namesOnDisk()).toContain(name);
  await checkAtBothWidths(page, 'example-added');

  // A name another example has is refused in the error summary, which takes focus.
  await press(open);
  await typeInto(form.getByLabel('Name of the example'), name);
  await press(form.getByRole('button', { name: 'Add example' }));
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(`There is already an example called '${name}'`);
  await checkAtBothWidths(page, 'example-name-refused');
  await press(form.getByRole('button', { name: 'Cancel' }));

  // Changed to an invalid example without its reading: the form turns it away, saying why in the
  // customer's words.
  await press(card.getByRole('button', { name: `Change example ${name}` }));
  const change = card.locator('form');
  const reading = change.getByLabel('Gas meter reading');
  await typeInto(reading, 'x');
  await reading.press('Backspace');
  await choose(change.getByLabel('No, it is an invalid example'));
  await press(change.getByRole('button', { name: 'Save example' }));
  await saved(page).toContainText(`The example '${name}' is now invalid`);
  await expect(page.getByRole('heading', { level: 3, name })).toBeFocused();
  await expect(card).toContainText('The form turns it away, as it should, showing:');
  await expect(card.getByRole('listitem').filter({ hasText: /^Gas meter reading: / })).toHaveCount(
    1,
  );
  await expect(card).toContainText('It sends no lead: the form turns it away.');
  await checkAtBothWidths(page, 'example-changed');

  // Removed after a confirmation: focus goes to the examples' heading.
  await press(card.getByRole('button', { name: `Remove example ${name}` }));
  await press(card.getByRole('button', { name: 'Yes, remove this example' }));
  await saved(page).toContainText(`The example '${name}' is removed`);
  await expect(page.getByRole('heading', { level: 2, name: 'Examples' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name })).toHaveCount(0);
  expect(namesOnDisk()).not.toContain(name);
  await checkAtBothWidths(page, 'example-removed');
});

test('an editor moves a choice up, focus following it, and gives a choice a hint', async ({
  page,
}) => {
  await openMeterReading(page);
  const label = 'Which meter readings are you sending?';
  await press(page.getByRole('button', { name: `Change question ${label}` }));
  const choices = page.getByRole('group', { name: 'Choices' });
  await expect(choices.getByLabel('Words the customer reads (Choice 3)')).toHaveValue(
    'Electricity only',
  );

  // "Electricity only" moves above "Gas only"; focus stays on its "Move up", now choice 2's.
  await press(choices.getByRole('button', { name: 'Move up choice 3' }));
  await expect(choices.getByRole('button', { name: 'Move up choice 2' })).toBeFocused();
  await expect(choices.getByLabel('Words the customer reads (Choice 2)')).toHaveValue(
    'Electricity only',
  );
  // At the top it can move no further up: focus goes to its "Move down".
  await page.keyboard.press('Enter');
  await expect(choices.getByRole('button', { name: 'Move down choice 1' })).toBeFocused();
  await expect(choices.getByLabel('Words the customer reads (Choice 1)')).toHaveValue(
    'Electricity only',
  );
  await page.keyboard.press('Enter');
  await expect(choices.getByLabel('Words the customer reads (Choice 2)')).toHaveValue(
    'Electricity only',
  );
  await typeInto(
    choices.getByLabel('Hint (Choice 3)', { exact: true }),
    'You have no electricity meter with us',
  );
  await checkAtBothWidths(page, 'choice-moved');
  await press(page.getByRole('button', { name: 'Save changes' }));
  await saved(page).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: label })).toBeFocused();

  const schema = JSON.parse(
    studio?.read('schemas/forms/meter-read/meter-read.schema.json') ?? '{}',
  ) as {
    properties: { fuel: { oneOf: { const: string; description?: string }[] } };
  };
  expect(schema.properties.fuel.oneOf).toEqual([
    { const: 'Dual', title: 'Gas and electricity' },
    { const: 'Electricity', title: 'Electricity only' },
    { const: 'Gas', title: 'Gas only', description: 'You have no electricity meter with us' },
  ]);
});

test('an editor gives a number question a range, its message following the number', async ({
  page,
}) => {
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'Your details' }));
  const question = 'Number of bedrooms';
  const add = page.getByRole('region', { name: 'Add a question' });
  await typeInto(add.getByLabel('Question', { exact: true }), question);
  await typeInto(add.getByLabel('Name in the files'), 'bedrooms');
  await selectByKeyboard(add.getByLabel('Kind of answer'), 'A number');
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'Bedrooms');
  await expect(add.getByText('Bedrooms can be used.')).toBeVisible();
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(page).toContainText(`New question '${question}'`);

  const added = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: question }) });
  await press(added.getByRole('button', { name: `Change question ${question}` }));
  await selectByKeyboard(added.getByLabel('Add a rule'), 'The greatest number allowed');
  await press(added.getByRole('button', { name: 'Add rule' }));
  await saved(page).toContainText('100 or less');
  const greatest = added.getByLabel('The greatest number allowed', { exact: true });
  await expect(greatest).toBeFocused();
  await checkAtBothWidths(page, 'number-range-added');

  await typeInto(greatest, '12');
  await press(added.getByRole('button', { name: 'Save changes' }));
  await saved(page).toContainText('12 or less');
  await expect(page.getByRole('heading', { level: 3, name: question })).toBeFocused();
  const schema = JSON.parse(
    studio?.read('schemas/forms/feedback-details/feedback-details.schema.json') ?? '{}',
  ) as { properties: { bedrooms: { maximum: number; 'x-errorMessages': { maximum: string } } } };
  expect(schema.properties.bedrooms.maximum).toBe(12);
  expect(schema.properties.bedrooms['x-errorMessages'].maximum).toBe(
    'Number of bedrooms must be 12 or less',
  );
});

test('an editor tries answers against a pattern rule, told in plain words whether each matches', async ({
  page,
}) => {
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'Your details' }));
  const firstName = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'First name' }) });
  await press(firstName.getByRole('button', { name: 'Change question First name' }));
  const pattern = firstName.getByLabel('The pattern the answer must match (a regular expression)', {
    exact: true,
  });
  await expect(pattern).toHaveValue("^[\\p{L}][\\p{L}\\p{M}'\\u2019 .\\u2010\\u2011-]*$");
  const tryIt = firstName.getByLabel('Try an answer');
  await typeInto(tryIt, 'Tomás');
  await expect(
    firstName.getByText('"Tomás" matches the pattern: the form accepts it.'),
  ).toBeVisible();
  await typeInto(tryIt, 'T0mas');
  await expect(
    firstName.getByText(
      /^"T0mas" does not match the pattern: the customer would see "First name must only include letters/,
    ),
  ).toBeVisible();
  await checkAtBothWidths(page, 'pattern-tried');
  // The box tries the pattern as it is typed, before it is saved.
  await typeInto(pattern, '^[\\p{L}0-9]+$');
  await expect(
    firstName.getByText('"T0mas" matches the pattern: the form accepts it.'),
  ).toBeVisible();
});

test('an editor rewords the confirmation page after sending, among the words every form shares', async ({
  page,
}) => {
  await page.goto(`${origin()}/studio/messages`, { timeout: 90_000 });
  const confirmation = page.getByRole('region', { name: 'The confirmation page after sending' });
  const whatNext = confirmation.getByLabel('What next heading', { exact: true });
  await expect(whatNext).toHaveValue('What happens next');
  // A link's address is not words to change here.
  await expect(confirmation.getByLabel(/href$/i)).toHaveCount(0);
  await expect(confirmation.getByLabel('Taking it further: link: label')).toBeVisible();
  await typeInto(whatNext, 'What happens now');
  await press(confirmation.getByRole('button', { name: 'Save these words' }));
  await saved(page).toContainText('What happens now');
  await expect(
    page.getByRole('heading', { level: 2, name: 'The confirmation page after sending' }),
  ).toBeFocused();
  await checkAtBothWidths(page, 'confirmation-words-saved');
  const words = JSON.parse(studio?.read('schemas/messages/confirmation.json') ?? '{}') as {
    whatNextHeading: string;
  };
  expect(words.whatNextHeading).toBe('What happens now');
});

test("an example the form misjudges is in the error summary, whose link opens the example's change form at the answer", async ({
  page,
}) => {
  await openMeterReading(page);
  const name = 'Gas only, no account number or email';
  const card = exampleCard(page, name);

  // Its reading taken away while it stays a valid example: the check holds the change.
  await press(card.getByRole('button', { name: `Change example ${name}` }));
  const change = card.locator('form');
  const reading = change.getByLabel('Gas meter reading');
  await reading.focus();
  await reading.press('ControlOrMeta+a');
  await reading.press('Backspace');
  await press(change.getByRole('button', { name: 'Save example' }));
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  const link = summary.getByRole('link', {
    name: `The example '${name}' should be accepted, but the form refuses it for a missing answer to 'Gas meter reading'`,
  });
  await expect(link).toBeVisible();
  await expect(summary.getByText(/Change the example's answers/)).toBeVisible();
  await checkAtBothWidths(page, 'example-misjudged');

  // Its change form closed on saving; the link opens it and focuses the reading's box.
  await expect(card.locator('form')).toHaveCount(0);
  await press(link);
  await expect(card.getByLabel('Gas meter reading')).toBeFocused();
  await checkAtBothWidths(page, 'example-misjudged-followed');

  // Undone, the example is as it was and the summary gone.
  await press(page.getByRole('button', { name: 'Undo' }));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an editor adds a checkboxes question, answers it in an example with its boxes, and ticks two in the preview', async ({
  page,
}) => {
  await page.goto(`${origin()}/studio/`, { timeout: 90_000 });
  await press(page.getByRole('link', { name: 'Your details' }));
  const question = 'When can we call you?';
  const add = page.getByRole('region', { name: 'Add a question' });
  await typeInto(add.getByLabel('Question', { exact: true }), question);
  await typeInto(add.getByLabel('Name in the files'), 'callTimes');
  await selectByKeyboard(add.getByLabel('Kind of answer'), 'Checkboxes (select one or more)');
  await typeInto(add.getByLabel('Choices, one on each line'), 'Mornings\nAfternoons\nEvenings');
  await choose(add.getByRole('radio', { name: 'Yes, it is required' }));
  await choose(add.getByRole('radio', { name: 'A new answer in additional information' }));
  await typeInto(add.getByLabel('Name of the answer'), 'CallTimes');
  await expect(add.getByText('CallTimes can be used.')).toBeVisible();
  await checkAtBothWidths(page, 'checkboxes-adding');
  await press(add.getByRole('button', { name: 'Add question' }));
  await saved(page).toContainText(`New required question '${question}'`);
  const added = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: question }) });
  await expect(added).toContainText('Checkboxes (select one or more)');
  const schema = JSON.parse(
    studio?.read('schemas/forms/feedback-details/feedback-details.schema.json') ?? '{}',
  ) as { properties: { callTimes: Record<string, unknown> } };
  expect(schema.properties.callTimes).toMatchObject({
    type: 'array',
    items: { oneOf: [{ const: 'Mornings' }, { const: 'Afternoons' }, { const: 'Evenings' }] },
    uniqueItems: true,
    minItems: 1,
    'x-lead': { to: '/additional-information/CallTimes', transform: ['list-as-text'] },
  });

  // An example answers it with the boxes a customer ticks.
  const name = 'Irish landline and a looked-up address';
  const card = exampleCard(page, name);
  await press(card.getByRole('button', { name: `Change example ${name}` }));
  const boxes = card.getByRole('group', { name: question });
  await expect(boxes.getByRole('checkbox', { name: 'Mornings' })).toBeChecked();
  await choose(boxes.getByRole('checkbox', { name: 'Evenings' }));
  await checkAtBothWidths(page, 'checkboxes-example');
  await press(card.getByRole('button', { name: 'Save example' }));
  await saved(page).toBeVisible();
  // The saved card takes the focus, once the page has drawn what it reloaded.
  await expect(page.getByRole('heading', { level: 3, name })).toBeFocused();
  const examples = JSON.parse(
    studio?.read('schemas/forms/feedback-details/feedback-details.examples.json') ?? '{}',
  ) as { examples: { name: string; data: { callTimes?: unknown } }[] };
  expect(examples.examples.find((example) => example.name === name)?.data.callTimes).toEqual([
    'Mornings',
    'Evenings',
  ]);

  // The preview shows the saved example in place, its two boxes ticked.
  const preview = page.frameLocator('iframe[title="Preview at phone width (320 pixels)"]');
  const savedInPreview = preview
    .getByRole('region', { name })
    .getByRole('group', { name: question });
  for (const box of ['Mornings', 'Evenings']) {
    await expect(savedInPreview.getByRole('checkbox', { name: box })).toBeChecked({
      timeout: 30_000,
    });
  }
  await expect(savedInPreview.getByRole('checkbox', { name: 'Afternoons' })).not.toBeChecked();

  // The preview asks it as customers will see it: two boxes ticked by keyboard.
  await press(page.getByRole('button', { name: 'Try the form in the preview' }));
  // In the example with nothing filled in, so the two ticked are all its answer.
  const asked = preview
    .getByRole('region', { name: 'Nothing filled in' })
    .getByRole('group', { name: question });
  await expect(asked.getByRole('checkbox', { name: 'Afternoons' })).toBeAttached({
    timeout: 60_000,
  });
  for (const box of ['Afternoons', 'Evenings']) {
    await choose(asked.getByRole('checkbox', { name: box }));
    await expect(asked.getByRole('checkbox', { name: box })).toBeChecked();
  }
  await expect(asked.getByRole('checkbox', { name: 'Mornings' })).not.toBeChecked();
});
