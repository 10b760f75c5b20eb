import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { startDevServer, type DevServer } from './support/dev-server.ts';

/**
 * Content editors change forms with `npm run dev` open on the forms preview (docs/editing-forms.md). The dev
 * server bundles dependencies differently from the build (pre-bundled, without the build's
 * plugins), so a form can work in the build and fail there: this starts it and opens the preview
 * of forms whose invalid examples must show their errors on arrival, and the lead each valid
 * example of a lead-feeding form would send.
 */

const port = Number(process.env.DEV_SERVER_TEST_PORT ?? 4415);
const origin = `http://127.0.0.1:${port}`;
let server: DevServer | undefined;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startDevServer(port);
});

test.afterAll(() => {
  server?.close();
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

// Each form that feeds a lead shows, beside each valid example, the lead every journey asking it
// would send (the first open); a form no journey asks says it sends no lead.
const leadPanels = [
  {
    formId: 'complaint-query',
    example: 'Subject and message',
    sentAs:
      'As the gas and electricity complaint sends it, with the example "Guest with a looked-up address" on its other page',
    journeys: 4,
    holds: ['"topic": "help-&-support"', '"caseType": "Faulty meter"'],
  },
  {
    formId: 'feedback-details',
    example: 'UK mobile and a manual address',
    sentAs: 'As the feedback form sends it, with the example "A reason" on its other page',
    journeys: 1,
    holds: ['"topic": "help-&-support-feedback"', '"number": "07911123456"'],
  },
];

for (const panel of leadPanels) {
  test(`the ${panel.formId} preview shows the lead each valid example sends`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/help-and-support/forms-preview/${panel.formId}`, {
      timeout: 90_000,
    });
    const lead = page.getByRole('region', {
      name: `The lead this example sends ${panel.example}`,
    });
    await expect(lead).toBeVisible({ timeout: 90_000 });
    const shown = panel.journeys === 1 ? lead : lead.locator('details[open]');
    await expect(shown).toContainText(panel.sentAs);
    for (const text of panel.holds) await expect(shown.locator('pre')).toContainText(text);
    if (panel.journeys > 1) await expect(lead.locator('summary')).toHaveCount(panel.journeys);
    await saveScreenshot(lead, `forms-preview-lead-${panel.formId}`);
    await expectNoAxeViolations(page, `forms preview of ${panel.formId} with its example leads`);
    expect(errors).toEqual([]);
  });
}

test('a form that feeds no lead says so', async ({ page }) => {
  await page.goto(`${origin}/help-and-support/forms-preview/complaint-type`, { timeout: 90_000 });
  await expect(page.getByText('This form sends no lead')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: /The lead this example sends/ })).toHaveCount(0);
});
