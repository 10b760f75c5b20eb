import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import {
  testedFormFolder,
  testedFormTarget,
} from '../../../scripts/studio/model/testing/tested-form-folder.ts';
import { wcagTags } from './axe.ts';
import { press, typeInto } from './keyboard.ts';
import { copyEnvironment, copyProject } from './project-copy.ts';
import { saveScreenshot, screenshotWidths } from './screenshots.ts';

/** `npm run studio` running on a temporary copy of the project, a git repository of its own. */
export interface StudioOnACopy {
  readonly project: string;
  /** Where its pages are: http://127.0.0.1:<port>. */
  readonly origin: string;
  readonly read: (file: string) => string;
  readonly git: (...args: string[]) => string;
  /** Stops the studio and removes the copy. */
  readonly stop: () => void;
}

/** How a test starts the studio besides the defaults. */
export interface StudioStartOptions {
  /** More files in the copy, by path from the project root, with their text. */
  readonly files?: Readonly<Record<string, string>>;
  /** Runs once the copy is a repository, before the studio starts (a remote to push to). */
  readonly beforeStart?: (project: string, git: (...args: string[]) => string) => void;
  /** More settings for the studio, such as those of the studio run for a team. */
  readonly env?: (project: string) => NodeJS.ProcessEnv;
}

/**
 * Copies the project (with the feedback details form as the studio's tests know it, and the
 * files the options give), makes it a repository with one commit, and
 * starts `npm run studio` in it on `port`; resolves once its first page answers.
 */
export async function startStudioOnACopy(
  port: number,
  prefix: string,
  options: StudioStartOptions = {},
): Promise<StudioOnACopy> {
  const project = copyProject(prefix);
  cpSync(testedFormFolder, path.join(project, testedFormTarget), { recursive: true });
  for (const [file, text] of Object.entries(options.files ?? {})) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), text);
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: project, encoding: 'utf8' }).trim();
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  git('add', '--all');
  git('commit', '-qm', 'Start');
  options.beforeStart?.(project, git);
  const origin = `http://127.0.0.1:${port}`;
  const studio: ChildProcess = spawn('npm', ['run', '--silent', 'studio'], {
    cwd: project,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...copyEnvironment(project),
      STUDIO_PORT: String(port),
      STUB_LEAD_STORE: path.join(project, 'leads.jsonl'),
      ...options.env?.(project),
    },
    detached: true,
  });
  const stop = () => {
    if (studio.pid !== undefined && studio.exitCode === null) process.kill(-studio.pid, 'SIGTERM');
    rmSync(project, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (studio.exitCode !== null) throw new Error(`The studio exited with ${studio.exitCode}`);
    try {
      if ((await fetch(`${origin}/studio/`)).ok) {
        return {
          project,
          origin,
          read: (file) => readFileSync(path.join(project, file), 'utf8'),
          git,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  stop();
  throw new Error(`The studio did not answer on ${origin}`);
}

/**
 * axe on a studio page, leaving out the framed forms preview: it is the site's own page, shown
 * twice (its landmarks then repeat across the frames), and checked alone by studio.spec.ts.
 */
export async function expectNoAxeViolationsInStudio(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .exclude('.studio-preview iframe')
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe violations in the studio (${state})`).toEqual([]);
}

/** axe and a screenshot at the phone and desktop widths the studio is checked at. */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolationsInStudio(page, `${name} at ${width} pixels`);
    await saveScreenshot(page, `studio-${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}

/** On a form's page, gives the question `question` the hint `hint` by keyboard and saves it. */
export async function changeHint(page: Page, question: string, hint: string): Promise<void> {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: question }) });
  await press(card.getByRole('button', { name: `Change question ${question}` }));
  await typeInto(card.getByLabel('Hint (optional)'), hint);
  await press(card.getByRole('button', { name: 'Save changes' }));
}
