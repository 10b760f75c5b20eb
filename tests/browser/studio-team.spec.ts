import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { choose, press, typeInto } from './support/keyboard.ts';
import {
  changeHint,
  checkAtBothWidths,
  expectNoAxeViolationsInStudio,
  startStudioOnACopy,
  type StudioOnACopy,
} from './support/studio-on-a-copy.ts';
import { editorFolderOf } from '../../scripts/studio/team/editor-workspaces.ts';
import { sampleEditors } from '../../src/stub-api/data/sample-editors.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { basePath } from '../../src/site/site-paths.ts';

/**
 * The studio run as one service for a team (issue 39, deliverable 6; decision 061), started in
 * that mode on a temporary copy of the project with a bare repository beside it as the shared
 * remote. Two editors sign in by keyboard through the embedded stub's stand-in identity
 * service, in two browser contexts; each changes the same form on their own copy and branch;
 * each one's preview shows their own copy, never the other's; the first publishes; the
 * second's publish names the first's change and overwrites nothing, then brings it in once it
 * is merged into main. axe runs on the sign-in and account pages and
 * on the notice.
 */

const port = Number(
  process.env.STUDIO_TEAM_TEST_PORT ?? Number(process.env.STUDIO_TEST_PORT ?? 4561) + 4,
);
const formId = 'feedback-details';
const schemaFile = `schemas/forms/${formId}/${formId}.schema.json`;
const [amira, ben] = sampleEditors;
let studio: StudioOnACopy | undefined;
let bare = '';
let workspaces = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioOnACopy(port, 'studio-team-', {
    beforeStart(project, git) {
      bare = `${project}-remote.git`;
      workspaces = `${project}-workspaces`;
      execFileSync('git', ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
      git('push', '--quiet', bare, 'main');
    },
    env: (project) => ({
      STUDIO_MODE: 'team',
      STUDIO_REMOTE: `${project}-remote.git`,
      STUDIO_WORKSPACES: `${project}-workspaces`,
      STUDIO_SESSION_SECRET: 'only for the browser tests, thirty-two characters or more',
    }),
  });
});

test.afterAll(() => {
  studio?.stop();
  for (const beside of [bare, workspaces]) {
    if (beside) rmSync(beside, { recursive: true, force: true });
  }
});

test.beforeEach(({ guard }) => {
  guard.allowHosts(`127.0.0.1:${port}`);
  guard.allowConsoleErrors(/called use\(\) to suspend in a previous render/);
});

/** The form's schema in an editor's own copy. */
const inCopyOf = (editor: (typeof sampleEditors)[number]) =>
  readFileSync(
    path.join(workspaces, editorFolderOf({ id: editor.sub, name: '', email: '' }), schemaFile),
    'utf8',
  );

const onRemote = (...args: string[]) =>
  execFileSync('git', args, { cwd: bare, encoding: 'utf8' }).trim();

/** Signs `editor` in by keyboard, from any studio page, through the stub's sign-in page. */
async function signIn(page: Page, editor: (typeof sampleEditors)[number]): Promise<void> {
  await page.goto(`${studio?.origin}/studio/`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the forms studio');
  await press(page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in (demo)');
  await choose(page.getByRole('radio', { name: new RegExp(editor.name) }));
  await press(page.getByRole('button', { name: 'Sign in' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forms', { timeout: 60_000 });
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${editor.name}`);
}

/** The form's preview at phone width, beside the form on its studio page. */
const previewOf = (page: Page) =>
  page.frameLocator('iframe[title="Preview at phone width (320 pixels)"]');

/** Opens the form's studio page and waits for its preview to show the form. */
async function openForm(page: Page): Promise<void> {
  await page.goto(`${studio?.origin}/studio/forms/${formId}`, { timeout: 90_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your details');
  await expect(previewOf(page).getByRole('textbox', { name: 'First name' }).first()).toBeVisible({
    timeout: 60_000,
  });
}

/** Gives `question` the hint `hint` on the open form, saved in the editor's own copy. */
async function saveHint(page: Page, question: string, hint: string): Promise<void> {
  await changeHint(page, question, hint);
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. / })).toBeVisible();
}

/** Adds an example named `name`, from the first valid example's answers, on the open form. */
async function addExample(page: Page, name: string): Promise<void> {
  await press(page.getByRole('button', { name: 'Add an example' }));
  const form = page.locator('#example-new-panel');
  await typeInto(form.getByLabel('Name of the example'), name);
  await press(form.getByRole('button', { name: 'Add example' }));
  await expect(page.getByRole('status').filter({ hasText: /^Saved\. / })).toContainText(
    `New valid example '${name}'`,
  );
}

/** The example called `name` in the editor's preview. */
const exampleIn = (page: Page, name: string) =>
  previewOf(page).getByRole('heading', { level: 2, name });

/** The address of a compiled form of an editor's copy, as the dev server serves it. */
const compiledInCopyOf = (editor: (typeof sampleEditors)[number]) =>
  `${studio?.origin}${basePath}/@fs${path.resolve(workspaces, editorFolderOf({ id: editor.sub, name: '', email: '' }))}/src/schema-forms/compiled/${formId}.js`;

async function commit(page: Page, branch: string): Promise<void> {
  await page.goto(`${studio?.origin}/studio/review`);
  await typeInto(page.getByLabel('Name of the new branch'), branch);
  await press(page.getByRole('button', { name: 'Commit to a new branch' }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Your change is committed' }),
  ).toBeFocused();
}

const publishButton = (page: Page) =>
  page.getByRole('region', { name: 'Publish for review' }).getByRole('button', {
    name: 'Publish for review',
  });
const published = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Your change is published' });
const clashNotice = (page: Page) =>
  page.getByRole('region', { name: 'Another editor has changed the same form' });

test('an editor signs in by keyboard, sees who is signed in, and signs out', async ({
  page,
  context,
  guard,
}) => {
  await page.goto(`${studio?.origin}/studio/forms/${formId}`, { timeout: 90_000 });
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the forms studio');
  await checkAtBothWidths(page, 'team-sign-in');

  await signIn(page, amira);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'studio_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: false });
  // No name, email or token in any address a server saw (a fragment never leaves the browser).
  const sent = guard.requests.map((request) => request.url.split('#')[0] ?? '').join('\n');
  expect(sent).not.toMatch(/amira|khan|example\.com|stub-access-token/i);

  await press(page.getByRole('link', { name: 'Your account' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
  await expect(page.getByRole('main')).toContainText(
    'You are signed in as Amira Khan (amira.khan@example.com).',
  );
  await checkAtBothWidths(page, 'team-account');

  await press(page.getByRole('button', { name: 'Sign out' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are signed out');
  await expectNoAxeViolationsInStudio(page, 'signed out');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('studio_session');
  expect((await page.request.get(`${studio?.origin}/studio/api/forms`)).status()).toBe(401);
  await page.goto(`${studio?.origin}/studio/review`);
  await expect(page).toHaveURL(/\/studio\/sign-in$/);
});

test("two editors change the same form on their own branches; the second is told of the first's change and overwrites nothing", async ({
  page,
  browser,
}) => {
  let benContext: BrowserContext | undefined;
  try {
    benContext = await browser.newContext();
    const benPage = await benContext.newPage();
    await signIn(page, amira);
    await signIn(benPage, ben);

    // Each edits their own copy: neither sees the other's edit, nor does the service's folder.
    // Each one's preview shows their own copy, updated in place as they save (decision 061).
    await openForm(page);
    await expect(previewOf(page).getByText('As on your bill')).toHaveCount(0);
    await saveHint(page, 'First name', 'As on your bill');
    await expect(previewOf(page).getByText('As on your bill').first()).toBeVisible();
    await addExample(page, 'Amira tries a reply by email');
    await expect(exampleIn(page, 'Amira tries a reply by email')).toBeVisible();
    await openForm(benPage);
    await expect(previewOf(benPage).getByText('As on your bill')).toHaveCount(0);
    await expect(exampleIn(benPage, 'Amira tries a reply by email')).toHaveCount(0);
    await saveHint(benPage, 'Email address', 'We reply to this address');
    await expect(previewOf(benPage).getByText('We reply to this address').first()).toBeVisible();
    await expect(previewOf(benPage).getByText('As on your bill')).toHaveCount(0);
    await expect(previewOf(page).getByText('As on your bill').first()).toBeVisible();
    await expect(previewOf(page).getByText('We reply to this address')).toHaveCount(0);
    for (const [name, editorPage] of [
      ['amira', page],
      ['ben', benPage],
    ] as const) {
      await saveScreenshot(
        editorPage.getByRole('region', { name: 'Preview', exact: true }),
        `studio-team-preview-${name}`,
      );
    }
    // Neither can fetch the other's compiled forms, whatever address they name.
    expect((await benPage.request.get(compiledInCopyOf(ben))).status()).toBe(200);
    expect((await benPage.request.get(compiledInCopyOf(amira))).status()).toBe(404);
    expect((await page.request.get(compiledInCopyOf(ben))).status()).toBe(404);
    expect(inCopyOf(amira)).toContain('As on your bill');
    expect(inCopyOf(amira)).not.toContain('We reply to this address');
    expect(inCopyOf(ben)).toContain('We reply to this address');
    expect(inCopyOf(ben)).not.toContain('As on your bill');
    expect(studio?.read(schemaFile)).not.toMatch(/As on your bill|We reply to this address/);

    // Amira publishes first: nobody else has changed the form.
    await commit(page, 'forms/first-name-hint');
    await press(publishButton(page));
    await expect(published(page)).toBeFocused();
    expect(onRemote('log', '-1', '--format=%an', 'forms/first-name-hint')).toBe('Amira Khan');

    // Ben's publish stops before sending: her change waits for review on her branch.
    await commit(benPage, 'forms/email-hint');
    await press(publishButton(benPage));
    await expect(clashNotice(benPage)).toBeFocused();
    await expect(clashNotice(benPage)).toContainText(
      'Your details: waiting for review on the branch forms/first-name-hint',
    );
    await expect(clashNotice(benPage)).toContainText(
      "by Amira Khan: 'First name' now has the hint 'As on your bill'",
    );
    await expect(
      clashNotice(benPage).getByRole('button', { name: 'Bring their change into your branch' }),
    ).toHaveCount(0);
    expect(onRemote('branch', '--list', 'forms/email-hint')).toBe('');
    await checkAtBothWidths(benPage, 'team-clash-waiting');

    // The reviewer merges Amira's branch into main; Ben's next publish offers to bring it in.
    const herTip = onRemote('rev-parse', 'forms/first-name-hint');
    onRemote('update-ref', 'refs/heads/main', herTip);
    await benPage.goto(`${studio?.origin}/studio/review`);
    await press(publishButton(benPage));
    await expect(clashNotice(benPage)).toBeFocused();
    await expect(clashNotice(benPage)).toContainText('Your details: published to main');
    await expectNoAxeViolationsInStudio(benPage, 'a change published to main since');
    await press(
      clashNotice(benPage).getByRole('button', { name: 'Bring their change into your branch' }),
    );
    await expect(published(benPage)).toBeFocused();
    await expect(published(benPage)).toContainText(`The branch forms/email-hint is on ${bare}.`);
    await expect(published(benPage)).toContainText(
      'Your branch now holds their change as well as yours, and the forms pass the check.',
    );
    await checkAtBothWidths(benPage, 'team-brought-in');

    // Main is hers as merged; his branch adds to it, holding both hints; nothing was forced.
    expect(onRemote('rev-parse', 'main')).toBe(herTip);
    expect(onRemote('rev-parse', 'forms/first-name-hint')).toBe(herTip);
    const histip = onRemote('rev-parse', 'forms/email-hint');
    expect(onRemote('rev-parse', `${histip}^2`)).toBe(herTip);
    const onHisBranch = onRemote('show', `forms/email-hint:${schemaFile}`);
    expect(onHisBranch).toContain('As on your bill');
    expect(onHisBranch).toContain('We reply to this address');
    expect(inCopyOf(ben)).toContain('As on your bill');
  } finally {
    await benContext?.close();
  }
});
