import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The header configuration, which every page shows, is asked for by an app page's HTML beside
 * the scripts (scripts/vite/content-preload-plugin.ts), and the header's own request takes that
 * answer: one request, made by the preload link, none by a script. A static-first help page
 * (decision 025) has its header in its HTML already: it asks once, after its first paint, only
 * to see whether the content changed since the build.
 */

async function headerConfigurationRequests(page: Page, path: string): Promise<string[]> {
  await page.goto(`/help-and-support${path}`);
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/sysadmin/header-configuration.json'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
}

for (const path of ['/submit-meter-read', '/search?q=meter']) {
  test(`${path} fetches the header configuration once, from its preload`, async ({ page }) => {
    expect(await headerConfigurationRequests(page, path)).toEqual(['link']);
  });
}

for (const path of ['/', '/contact-us']) {
  test(`${path} fetches the header configuration once, after its first paint`, async ({ page }) => {
    expect(await headerConfigurationRequests(page, path)).toEqual(['fetch']);
  });
}
