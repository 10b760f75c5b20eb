import { expect, test } from './fixtures.ts';

// Each stylesheet a page links is a request its first paint waits for: a built page links one
// file holding them all, and the app, rendering over the page, asks for none of them again
// (decision 051).
for (const path of [
  '/submit-meter-read',
  '/bills-and-payments',
  '/complaints/gas-and-electricity',
]) {
  test(`${path} paints from one stylesheet, and the app asks for none it holds`, async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`/help-and-support${path}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has rendered the page's form or parts, which import the stylesheets held.
    await page.waitForLoadState('networkidle');
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).toMatch(/\/assets\/page-styles-[\w-]+\.css$/);
    const held = await page.locator('link[rel="stylesheet"][disabled]').count();
    expect(held).toBeGreaterThan(1);
    // The page is styled by that one file: the only sheet in use, holding every rule.
    const inUse = await page.evaluate(() =>
      [...document.styleSheets].filter((sheet) => !sheet.disabled).map((sheet) => sheet.href),
    );
    expect(inUse).toEqual(stylesheets);
    await expect(page.locator('.consent-banner').first()).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
  });
}
