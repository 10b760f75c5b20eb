import { expect, test } from './fixtures.ts';

// Each stylesheet a page links is a request its first paint waits for: a built page carries them
// all in one style element, and the app, rendering over the page, asks for none of them
// (decisions 051 and 053).
for (const path of [
  '/submit-meter-read',
  '/bills-and-payments',
  '/complaints/gas-and-electricity',
]) {
  test(`${path} paints from the styles in it, and the app asks for no stylesheet it holds`, async ({
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
    expect(stylesheets).toEqual([]);
    const held = await page.locator('link[rel="stylesheet"][disabled]').count();
    expect(held).toBeGreaterThan(1);
    // The page is styled by its one style element: the only sheet in use.
    const inUse = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => !sheet.disabled)
        .map((sheet) => sheet.ownerNode?.nodeName),
    );
    expect(inUse).toEqual(['STYLE']);
    await expect(page.locator('.consent-banner').first()).not.toHaveCSS(
      'background-color',
      'rgba(0, 0, 0, 0)',
    );
  });
}
