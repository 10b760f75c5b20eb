import { expect, test } from './fixtures.ts';
import { appHasTakenOver } from './support/prerendered.ts';

/**
 * One title, one description and one canonical link on every page (issue 16), whether the app
 * renders the page itself (search results) or takes over a prerendered one.
 */
const pages = [
  { path: '/help-and-support/search?q=meter', heading: 'Search Help & Support' },
  { path: '/help-and-support/meters', heading: 'Help with your meter' },
  { path: '/help-and-support/submit-meter-read', heading: 'Submit a meter reading' },
];

for (const { path, heading } of pages) {
  test(`${path}: exactly one title, description and canonical link`, async ({ page }) => {
    await page.goto(path);
    await appHasTakenOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
  });
}
