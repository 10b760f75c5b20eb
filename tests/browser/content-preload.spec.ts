import { expect, test } from './fixtures.ts';

/**
 * The header configuration, which every page shows, is asked for by the HTML beside the scripts
 * (scripts/vite/content-preload-plugin.ts), and the header's own request takes that answer: one
 * request, made by the preload link, none by a script.
 */
for (const path of ['/', '/submit-meter-read', '/contact-us']) {
  test(`${path} fetches the header configuration once, from its preload`, async ({ page }) => {
    await page.goto(`/help-and-support${path}`);
    await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/sysadmin/header-configuration.json'))
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators).toEqual(['link']);
  });
}
