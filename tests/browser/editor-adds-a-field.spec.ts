import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { todayParts, uniqueSurname } from './support/customer.ts';
import { copyEnvironment, copyProject, storedLeadAttributes } from './support/project-copy.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

/**
 * What schemas/README.md tells a content editor, done on a temporary copy of the project: add a
 * question to the meter-read form with only schema edits (its x-lead destination included),
 * start the dev server, answer it in the real journey and find the answer in the lead the stub
 * stored. No code changes: the generic step places it.
 */

const port = Number(process.env.DEV_SERVER_TEST_PORT ?? 4415) + 1;
const origin = `http://127.0.0.1:${port}`;
let project = '';
let server: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Edits a JSON file of the copy as an editor would, in a text editor. */
function editJson(file: string, edit: (data: Record<string, unknown>) => void): void {
  const full = path.join(project, file);
  const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>;
  edit(data);
  writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  project = copyProject('editor-adds-a-field-');
  editJson('schemas/forms/meter-read/meter-read.schema.json', (schema) => {
    (schema.properties as Record<string, unknown>).preferred_time = {
      type: 'string',
      title: 'When is the best time to call you?',
      maxLength: 100,
      'x-errorMessages': { maxLength: 'Best time to call must be 100 characters or fewer' },
      'x-lead': { to: '/additional-information/PreferredTime', transform: ['trim'] },
    };
  });
  editJson('schemas/forms/meter-read/meter-read.ui.json', (ui) => {
    const order = ui['ui:order'] as string[];
    order.splice(order.indexOf('email') + 1, 0, 'preferred_time');
  });
  editJson('schemas/forms/meter-read/meter-read.examples.json', (file) => {
    const examples = file.examples as { valid: boolean; data: Record<string, unknown> }[];
    const first = examples.find((example) => example.valid);
    if (first) first.data.preferred_time = 'After 6pm';
  });
  server = await startDevServer(port, {
    cwd: project,
    // Its own pre-bundled dependencies: with the shared node_modules/.vite, the dev server of
    // dev-server.spec.ts, running beside it, could replace them mid-journey.
    env: { ...copyEnvironment(project), STUB_LEAD_STORE: path.join(project, 'leads.jsonl') },
  });
});

test.afterAll(() => {
  server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

test('the schema check passes the new field', () => {
  const check = spawnSync('npx', ['tsx', 'scripts/check-schemas.ts'], {
    cwd: project,
    encoding: 'utf8',
  });
  expect(check.stdout + check.stderr).toContain('schemas/ and content-fixtures/ are sound');
  expect(check.status).toBe(0);
});

test('the preview shows the new field and the lead its example sends', async ({ page }) => {
  await page.goto(`${origin}/help-and-support/forms-preview/meter-read`, { timeout: 90_000 });
  await expect(page.getByLabel(/When is the best time to call you\?/).first()).toBeVisible({
    timeout: 90_000,
  });
  const lead = page.getByRole('region', { name: 'The lead this example sends' }).first();
  await expect(lead).toContainText('"PreferredTime": "After 6pm"');
  await expect(lead).toContainText('"topic": "PriceCapMeterRead"');
  await saveScreenshot(lead, 'editor-preview-lead');
  await expectNoAxeViolations(page, 'forms preview with example leads');
});

test('a customer answers the new question and the back office gets the answer', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto(`${origin}/help-and-support/submit-meter-read`, { timeout: 90_000 });
  const form = page.getByRole('main');
  await expect(form.getByLabel('First name')).toBeVisible({ timeout: 90_000 });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill(surname);
  await form.getByLabel('Telephone number').fill('07911 123456');
  await form.getByLabel(/When is the best time to call you\?/).fill('  Weekday mornings ');
  await form.getByRole('radio', { name: 'Gas only' }).check();
  await form.getByLabel('Gas meter reading').fill('012345');
  const { day, month, year } = todayParts();
  await form.getByLabel('Day', { exact: true }).fill(day);
  await form.getByLabel('Month', { exact: true }).fill(month);
  await form.getByLabel('Year', { exact: true }).fill(year);
  await saveScreenshot(page, 'editor-added-field');
  await page.getByRole('button', { name: 'Continue' }).click();
  // 'Check your answers' shows the new question, from the schema alone, before it is sent.
  await expect(
    page.locator('.summary-list__row', { hasText: 'When is the best time to call you?' }),
  ).toContainText('Weekday mornings');
  await page.getByRole('button', { name: 'Accept and send' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for submitting your meter reading',
  );
  const lead = await storedLeadAttributes(project, surname);
  expect(lead?.['additional-information']).toMatchObject({
    Fuel: 'Gas',
    GasReading: '012345',
    PreferredTime: 'Weekday mornings',
  });
});
