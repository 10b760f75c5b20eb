import { expect, test } from './fixtures.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * Pages paint once and stay put (issue 7: CLS in the benchmark): nothing that arrives late, the
 * header's content, the cookie banner or a page's own parts, pushes what a customer is reading.
 * And the cookie banner, which overlays the bottom of the screen, never hides the focused
 * element (WCAG 2.2 SC 2.4.11 Focus Not Obscured).
 */

/** Lighthouse's phone. */
const phone = { width: 412, height: 823 };

function recordLayoutShifts(): void {
  const record: { value: number; nodes: string[] }[] = [];
  (window as unknown as { __layoutShifts: typeof record }).__layoutShifts = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const nodes = entry.sources.map((source) => {
        const node = source.node as Element | undefined;
        return node?.tagName ? `${node.tagName.toLowerCase()}.${node.className}` : '?';
      });
      record.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const directlyLoaded = siteRoutes.filter((route) => !route.reach && !route.signedInAs);

for (const route of directlyLoaded) {
  test(`${route.name} paints without moving (layout shift under 0.01)`, async ({ page }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(recordLayoutShifts);
    await page.goto(`/help-and-support${route.path === '/' ? '/' : route.path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { __layoutShifts: { value: number; nodes: string[] }[] })
          .__layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
  });
}

test('the cookie banner never hides the element in focus', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto('/help-and-support/');
  const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
  await expect(banner).toBeVisible();
  for (let stop = 0; stop < 30; stop += 1) {
    await page.keyboard.press('Tab');
    const hidden = await page.evaluate(() => {
      const focused = document.activeElement;
      const overlay = document.querySelector('.consent-banner');
      if (!focused || !overlay || overlay.contains(focused) || focused === document.body) {
        return null;
      }
      const box = focused.getBoundingClientRect();
      const overlayTop = overlay.getBoundingClientRect().top;
      return box.top >= overlayTop ? focused.outerHTML.slice(0, 120) : null;
    });
    expect(hidden, 'a focused element sits wholly under the cookie banner').toBeNull();
  }
});
