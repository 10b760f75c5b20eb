import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Where screenshots go for a person to look at (git-ignored). */
export const screenshotDir = join('test-output', 'screenshots');

/** The narrowest phone and a desktop width. */
export const screenshotWidths = [320, 1280] as const;

/** Saves full-page screenshots of the page at each width, named `<name>-<width>.png`. */
export async function screenshotAtWidths(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
