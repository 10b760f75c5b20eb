import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from '@playwright/test';

/**
 * Content editors change forms with `npm run dev` open on the forms preview (README). The dev
 * server bundles dependencies differently from the build (pre-bundled, without the build's
 * plugins), so a form can work in the build and fail there: this starts it and opens the preview
 * of forms whose invalid examples must show their errors on arrival.
 */

const port = Number(process.env.DEV_SERVER_TEST_PORT ?? 4415);
const origin = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn('npx', ['vite', '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/help-and-support/`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`The dev server did not answer on ${origin} within 60 s`);
});

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

for (const formId of ['complaint-details', 'meter-read']) {
  test(`the dev server shows the ${formId} form with its examples' errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    // The first visit may wait for the dev server to pre-bundle the form renderer.
    await page.goto(`${origin}/help-and-support/forms-preview/${formId}`, { timeout: 90_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Preview: /);
    await expect(page.getByRole('textbox').first()).toBeVisible({ timeout: 90_000 });
    // Invalid examples are checked on arrival, phone numbers included (decision 017).
    await expect(
      page.getByRole('alert').filter({ hasText: 'There is a problem' }).first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });
}
