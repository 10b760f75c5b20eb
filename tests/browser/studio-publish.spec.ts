import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { press, typeInto } from './support/keyboard.ts';
import {
  changeHint,
  checkAtBothWidths,
  expectNoAxeViolationsInStudio,
  startStudioOnACopy,
  type StudioOnACopy,
} from './support/studio-on-a-copy.ts';
import { publishAsAnotherEditor } from '../../scripts/studio/server/testing/studio-repo.ts';

/**
 * The studio keeps every edit and sends a change for review (issue 39, deliverables 1 and 5), by
 * keyboard alone, on a temporary copy of the project whose remote is a bare repository beside
 * it, under a GitHub address (git's insteadOf sends the push there: nothing leaves the machine).
 * A file changed on disk is noticed and the editor chooses; two commits go on one branch;
 * "Publish for review" pushes it and links to GitHub's compare page; the form's history lists
 * the commits in plain words. axe runs on every new page and state.
 */

const port = Number(
  process.env.STUDIO_PUBLISH_TEST_PORT ?? Number(process.env.STUDIO_TEST_PORT ?? 4561) + 3,
);
const gitHubAddress = 'https://github.com/energy/help-site.git';
const formId = 'feedback-details';
const schemaFile = `schemas/forms/${formId}/${formId}.schema.json`;
let project = '';
let bare = '';
/** Where the branch is checked out, as a reviewer would, to run the schema check on it. */
let checkout = '';
/** Another editor's copy, cloned from the remote. */
let other = '';
let studio: StudioOnACopy | undefined;
let git: (...args: string[]) => string = () => '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const read = () => readFileSync(path.join(project, schemaFile), 'utf8');
const writeByHand = (from: string, to: string) =>
  writeFileSync(path.join(project, schemaFile), read().replace(from, to));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioOnACopy(port, 'studio-publish-');
  ({ project, git } = studio);
  bare = `${project}-remote.git`;
  checkout = `${project}-branch`;
  other = `${project}-other`;
  execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
  git('remote', 'add', 'origin', gitHubAddress);
  git('config', `url.${bare}.insteadOf`, gitHubAddress);
  git('push', '--quiet', 'origin', 'main');
});

test.afterAll(() => {
  studio?.stop();
  for (const beside of [bare, checkout, other]) {
    if (beside) rmSync(beside, { recursive: true, force: true });
  }
});

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
});

async function openForm(page: Page): Promise<void> {
  await page.goto(`${studio?.origin}/studio/forms/${formId}`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details');
}

const notice = (page: Page) =>
  page.getByRole('region', { name: 'Files changed outside the studio' });

test('a file changed on disk is noticed before the next edit, and the editor chooses', async ({
  page,
}) => {
  await openForm(page);
  // A developer's fix to the same form while the studio runs.
  writeByHand('"title": "Last name"', '"title": "Surname"');
  const byHand = read();
  await changeHint(page, 'Email address', 'We reply to this address');
  await expect(notice(page)).toBeFocused();
  await expect(notice(page)).toContainText(schemaFile);
  await expect(notice(page)).toContainText('Your last change in the studio is not saved yet.');
  // Nothing written over the fix.
  expect(read()).toBe(byHand);
  await checkAtBothWidths(page, 'publish-changed-on-disk');

  // Keep my version: the studio's files, with the new hint, are written over the fix.
  await press(notice(page).getByRole('button', { name: 'Keep my version' }));
  await expect(page.getByRole('status').filter({ hasText: /^Saved your version/ })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(read()).toContain('"description": "We reply to this address"');
  expect(read()).toContain('"title": "Last name"');

  // Another fix, seen on opening the form: reloading takes it.
  writeByHand('"title": "Last name"', '"title": "Surname"');
  await openForm(page);
  await expect(notice(page)).toBeVisible();
  await press(notice(page).getByRole('button', { name: 'Reload the files' }));
  await expect(page.getByRole('status').filter({ hasText: /^Reloaded\./ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Surname' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(read()).toContain('"description": "We reply to this address"');
});

test('two commits go on one branch, which is published for review, and the history says what changed', async ({
  page,
}) => {
  await openForm(page);
  await page.goto(`${studio?.origin}/studio/review`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your changes');
  await typeInto(page.getByLabel('Name of the new branch'), 'forms/email-hint');
  await press(page.getByRole('button', { name: 'Commit to a new branch' }));
  const said = page.getByRole('status').filter({ hasText: 'Your change is committed' });
  await expect(said).toBeFocused();
  await expect(said).toContainText('It is on the branch forms/email-hint.');
  const publish = page.getByRole('region', { name: 'Publish for review' });
  await expect(publish).toContainText('npm test');
  await checkAtBothWidths(page, 'publish-committed');

  // A second change (reloading the files earlier left nothing to undo): the next commit adds
  // to the same branch.
  await openForm(page);
  await expect(page.getByRole('button', { name: 'Undo last change' })).toBeDisabled();
  await changeHint(page, 'First name', 'As on your bill');
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. / })).toContainText(
    "'First name' now has the hint 'As on your bill'",
  );
  await press(page.getByRole('link', { name: 'Review your changes' }));
  await expect(
    page.getByText(
      'Your changes will be added to the branch forms/email-hint, which started from main. It has 1 commit so far.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Name of the new branch')).toHaveCount(0);
  await expectNoAxeViolationsInStudio(page, 'a second commit to the branch');
  await press(page.getByRole('button', { name: 'Add to the branch forms/email-hint' }));
  await expect(said).toBeFocused();
  expect(git('rev-list', '--count', 'main..forms/email-hint')).toBe('2');
  expect(git('log', '-1', '--format=%s', 'forms/email-hint')).toBe(
    "'First name' now has the hint 'As on your bill'",
  );
  expect(git('diff', '--name-only', 'forms/email-hint^', 'forms/email-hint')).toBe(schemaFile);
  // The branch as a reviewer checks it out passes the schema check (issue 39, finding 1).
  git('worktree', 'add', '--quiet', '--detach', checkout, 'forms/email-hint');
  symlinkSync(realpathSync('node_modules'), path.join(checkout, 'node_modules'));
  const check = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/check-schemas.ts'], {
    cwd: checkout,
    encoding: 'utf8',
  });
  expect(check.stdout + check.stderr).toContain('schemas/ and content-fixtures/ are sound');

  // Meanwhile another editor, on their own copy, has a change to the same form merged into main.
  publishAsAnotherEditor(
    bare,
    other,
    schemaFile,
    '"title": "Telephone number"',
    '"title": "Phone number"',
  );

  // Publish: pushed to the remote, with GitHub's compare page for the reviewer.
  await press(publish.getByRole('button', { name: 'Publish for review' }));
  const published = page.getByRole('status').filter({ hasText: 'Your change is published' });
  await expect(published).toBeFocused();
  await expect(published).toContainText(`The branch forms/email-hint is on ${gitHubAddress}.`);
  // The other editor's change is named, and left as it is.
  await expect(published).toContainText(
    'Changes to the same forms published to main since you started',
  );
  await expect(published).toContainText(
    "by Another editor: 'Telephone number' is now called 'Phone number'",
  );
  await expect(published.getByRole('link', { name: 'Open the change for review' })).toHaveAttribute(
    'href',
    'https://github.com/energy/help-site/compare/main...forms/email-hint?expand=1',
  );
  expect(
    execFileSync('git', ['rev-parse', 'forms/email-hint'], { cwd: bare, encoding: 'utf8' }).trim(),
  ).toBe(git('rev-parse', 'forms/email-hint'));
  await checkAtBothWidths(page, 'publish-published');

  // Undo survives the commit; the form's history, newest first, in plain words.
  await openForm(page);
  await expect(page.getByRole('button', { name: 'Undo last change' })).toBeEnabled();
  await press(page.getByRole('link', { name: "See this form's history" }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('History of Your details');
  const entries = page.locator('.studio-history > li');
  // The reloaded fix to the last name went into the first commit with the hint.
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("'First name' now has the hint 'As on your bill'");
  await expect(entries.nth(0)).toContainText('Who: Editor');
  await expect(entries.nth(1)).toContainText(
    "'Email address' now has the hint 'We reply to this address'",
  );
  await expect(entries.nth(1)).toContainText("'Surname'");
  await expect(entries.nth(2)).toContainText('New form feedback-details');
  await checkAtBothWidths(page, 'publish-history');

  // Start a new change: the forms go back to main's, and the branch stays as published.
  await press(page.getByRole('link', { name: 'Back to the form' }));
  await press(page.getByRole('link', { name: 'Review your changes' }));
  await press(page.getByRole('button', { name: 'Start a new change' }));
  const started = page.getByRole('status').filter({ hasText: 'You started a new change.' });
  await expect(started).toBeFocused();
  await expect(page.getByRole('region', { name: 'Publish for review' })).toHaveCount(0);
  expect(read()).toBe(`${git('show', `main:${schemaFile}`)}\n`);
  expect(git('rev-list', '--count', 'main..forms/email-hint')).toBe('2');
  await expectNoAxeViolationsInStudio(page, 'a new change started');
});
