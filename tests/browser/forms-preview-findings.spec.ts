import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { copyEnvironment, copyProject } from './support/project-copy.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

/**
 * The forms preview is the editor's safety net (schemas/README.md): on a temporary copy of the
 * project with the dev server running, a saved mistake in a form's files replaces the form with
 * the schema check's findings (file, JSON pointer, plain words), and the form comes back by
 * itself, read from the fresh files, once they are right again.
 */

const port = Number(process.env.DEV_SERVER_TEST_PORT ?? 4415) + 2;
const origin = `http://127.0.0.1:${port}`;
const schemaFile = 'schemas/forms/meter-read/meter-read.schema.json';
const examplesFile = 'schemas/forms/meter-read/meter-read.examples.json';
let project = '';
let server: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const read = (file: string) => readFileSync(path.join(project, file), 'utf8');
/** Saves a file of the copy, as an editor's text editor would. */
const save = (file: string, text: string) => writeFileSync(path.join(project, file), text);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  project = copyProject('forms-preview-findings-');
  server = await startDevServer(port, { cwd: project, env: copyEnvironment(project) });
});

test.afterAll(() => {
  server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

const findings = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'The files of this form have a problem' });

async function openPreview(page: Page): Promise<void> {
  await page.goto(`${origin}/help-and-support/forms-preview/meter-read`, { timeout: 90_000 });
  await expect(page.getByLabel('First name').first()).toBeVisible({ timeout: 90_000 });
}

test('a JSON syntax error shows where the file stops being JSON, and the fixed form comes back', async ({
  page,
}) => {
  await openPreview(page);
  const good = read(schemaFile);
  // A comma forgotten between two properties.
  save(schemaFile, good.replace(/",\n(\s*)"type"/, '"\n$1"type"'));
  await expect(findings(page)).toContainText(`${schemaFile}, the whole file`);
  await expect(findings(page)).toContainText(
    /This file is not valid JSON: reading stopped at line \d+, column \d+/,
  );
  await expect(findings(page)).toBeFocused();
  // No stale form beside the findings.
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await saveScreenshot(page, 'forms-preview-findings');
  await expectNoAxeViolations(page, 'forms preview with findings');

  // While the schema is broken, the editor also renames an example: the form comes back with it.
  const examples = read(examplesFile);
  save(examplesFile, examples.replace('"name": "', '"name": "Renamed: '));
  save(schemaFile, good);
  // The form waits for its recompile (a process of its own), which a busy machine may slow.
  await expect(findings(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('First name').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Renamed: / })).toBeVisible();
  save(examplesFile, examples);
});

test('a missing message is named with its file and pointer, and the form comes back when it is added', async ({
  page,
}) => {
  await openPreview(page);
  const good = read(schemaFile);
  const schema = JSON.parse(good) as {
    properties: { title: { 'x-errorMessages': Record<string, string> } };
  };
  delete schema.properties.title['x-errorMessages'].maxLength;
  save(schemaFile, `${JSON.stringify(schema, null, 2)}\n`);
  await expect(findings(page)).toContainText(`${schemaFile}, at /properties/title`);
  await expect(findings(page)).toContainText(
    'The field "title" can fail the rule "maxLength" but has no message for it.',
  );
  await expect(findings(page)).toContainText('What to do: Add "maxLength"');
  await expect(page.getByLabel('First name')).toHaveCount(0);

  // A reload while the files are wrong shows the findings, never the last good form.
  await page.reload();
  await expect(findings(page)).toContainText(`${schemaFile}, at /properties/title`);
  await expect(page.getByLabel('First name')).toHaveCount(0);

  save(schemaFile, good);
  // The form waits for its recompile (a process of its own), which a busy machine may slow.
  await expect(findings(page)).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByLabel('First name').first()).toBeVisible();
});
