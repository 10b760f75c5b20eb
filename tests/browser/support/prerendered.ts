import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has rendered over a prerendered page (decision 015), which shows its
 * content, h1 included, before any script has run. The app takes out the page's marked head
 * tags as it does; on a page served as the app's shell there are none to wait for.
 */
export async function appHasTakenOver(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.head.querySelectorAll('[data-prerendered]').length))
    .toBe(0);
}
