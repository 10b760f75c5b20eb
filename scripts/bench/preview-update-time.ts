import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { copyEnvironment, copyProject } from '../../tests/browser/support/project-copy.ts';
import { startDevServer } from '../../tests/browser/support/dev-server.ts';
import { median } from './median.ts';

/** How long the forms preview takes to show an editor's saved change. */
export interface PreviewUpdateTime {
  readonly saves: number;
  /** A valid edit (a label changed): from the save to the new label on the page. */
  readonly validEditMedianMs: number;
  /** A broken edit (a JSON syntax error): from the save to the findings on the page. */
  readonly brokenEditMedianMs: number;
  readonly note: string;
}

const saves = 10;
const schemaFile = 'schemas/forms/meter-read/meter-read.schema.json';
const findingsTitle = 'The files of this form have a problem';

/** Saves `text` and returns the time until the page shows `text` in its main content. */
async function timeUntilShown(page: Page, save: () => void, shown: string): Promise<number> {
  const started = Date.now();
  save();
  await page.waitForFunction(
    (text) => document.querySelector('main')?.textContent?.includes(text) === true,
    shown,
    { polling: 'raf', timeout: 60_000 },
  );
  return Date.now() - started;
}

/**
 * On a temporary copy of the project with the dev server running and the meter-read preview
 * open, saves a valid edit (a new label) and a broken one (a comma removed), ten times each,
 * timing from the save to the page showing the change: the new label, or the check's findings.
 */
export async function measurePreviewUpdates(
  browser: Browser,
  port: number,
): Promise<PreviewUpdateTime> {
  const project = copyProject('bench-preview-updates-');
  const server = await startDevServer(port, { cwd: project, env: copyEnvironment(project) });
  const context = await browser.newContext();
  try {
    const file = path.join(project, schemaFile);
    const good = readFileSync(file, 'utf8');
    const broken = good.replace(/",\n(\s*)"type"/, '"\n$1"type"');
    const page = await context.newPage();
    await page.goto(`${server.origin}/help-and-support/forms-preview/meter-read`, {
      timeout: 120_000,
    });
    await page.getByLabel('First name').first().waitFor({ timeout: 120_000 });
    const valid: number[] = [];
    const brokenTimes: number[] = [];
    for (let index = 1; index <= saves; index += 1) {
      const label = `First name, edit ${index}`;
      const edited = good.replace('"title": "First name"', `"title": "${label}"`);
      valid.push(await timeUntilShown(page, () => writeFileSync(file, edited), label));
      brokenTimes.push(
        await timeUntilShown(page, () => writeFileSync(file, broken), findingsTitle),
      );
      // Back to a good file, and wait for the form before the next save (not timed).
      writeFileSync(file, good);
      await page.getByLabel('First name').first().waitFor({ timeout: 60_000 });
    }
    return {
      saves,
      validEditMedianMs: median(valid),
      brokenEditMedianMs: median(brokenTimes),
      note:
        `${saves} saves of each kind to meter-read.schema.json on a copy of the project, with ` +
        '`npm run dev` and its preview open in Chromium headless; from the file written to the ' +
        'page showing the change (checked every frame). A valid edit includes recompiling the ' +
        `form. All times (ms): valid ${valid.join(', ')}; broken ${brokenTimes.join(', ')}.`,
    };
  } finally {
    await context.close();
    server.close();
    rmSync(project, { recursive: true, force: true });
  }
}
