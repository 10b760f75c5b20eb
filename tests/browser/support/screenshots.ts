import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Where screenshots go for a person to look at (git-ignored). */
const screenshotDir = join('test-output', 'screenshots');

/** The narrowest phone and a desktop width. */
export const screenshotWidths = [320, 1280] as const;

/**
 * Screenshots are for a person to look at, so CI (whose files no one opens) takes none: they
 * cost the accessibility tests alone about a sixth of their time. A failing test still keeps
 * Playwright's own screenshot of the moment it failed (playwright.config.ts).
 */
const screenshotsWanted = !process.env.CI;

/** Saves a screenshot of the page (whole, unless `fullPage` is false) or of one element. */
export async function saveScreenshot(
  target: Page | Locator,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

/** Saves full-page screenshots of the page at each width, named `<name>-<width>.png`. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  if (!screenshotsWanted) return;
  const original = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `${name}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}
