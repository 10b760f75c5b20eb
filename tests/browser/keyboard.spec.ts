import { expect, test } from './fixtures.ts';
import { tabTo } from './support/keyboard.ts';

/** Keyboard users get past the header at once (WCAG 2.4.1 Bypass Blocks). */

test('the skip link is among the first tab stops and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/help-and-support/meters');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  // The cookie banner, when shown, comes first (GOV.UK cookie banner pattern).
  await tabTo(page, skipLink, 4);
  await expect(skipLink).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
