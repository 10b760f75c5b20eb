import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page's own scripts have done their first work. On a prerendered form page
 * (decision 015), the app has rendered over the page, which shows its content, h1 included,
 * before any script has run: the app takes out the page's marked head tags as it does; on a
 * page served as the app's shell there are none to wait for. A static-first help page
 * (decision 025) never runs the app unless its content changed: its page script has run once
 * the network is idle.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  if ((await page.locator('#page-content-version').count()) > 0) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await expect
    .poll(() => page.evaluate(() => document.head.querySelectorAll('[data-prerendered]').length))
    .toBe(0);
}
