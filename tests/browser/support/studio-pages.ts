import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { wcagTags } from './axe.ts';
import { saveScreenshot, screenshotWidths } from './screenshots.ts';

/**
 * axe on a studio page, leaving out the framed forms preview: it is the site's own page, shown
 * twice (its landmarks then repeat across the frames), and checked alone in studio.spec.ts.
 */
export async function expectNoAxeViolationsInStudio(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .exclude('.studio-preview iframe')
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, `axe violations in the studio (${state})`).toEqual([]);
}

/** Saves a studio page as `studio-<name>-<width>` at the phone and desktop widths it is checked at. */
export async function studioScreenshots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await saveScreenshot(page, `studio-${name}-${width}`);
  }
  if (size) await page.setViewportSize(size);
}
