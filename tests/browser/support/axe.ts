import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 levels A and AA (issue 7). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core on the page as it is now and fails listing every violation and its nodes. Only
 * violations are detailed (axe's resultTypes option): axe then lists one node, not every node, for
 * the rules that pass, which is work no assertion here reads.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(violations, `axe violations on ${page.url()} (${state})`).toEqual([]);
}

/**
 * axe runs as a script in the page, which a page without JavaScript cannot run: this checks the
 * page at `url` as such a browser shows it (its scripts left out, what the stylesheet shows
 * without scripting shown) in a page of its own that can run axe.
 */
export async function expectNoAxeViolationsWithoutJavaScript(
  browser: Browser,
  url: string,
  state: string,
): Promise<void> {
  // The site's stylesheet shows what a page needs only when scripting is off (base.css): the
  // same rules are added here, which the page's CSP would refuse from a test.
  const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      await route.fulfill({ response, body });
    });
    await page.goto(url);
    await page.addStyleTag({
      content:
        '.needs-javascript { display: block !important } .loading-state { display: none !important } #root:empty { display: none !important }',
    });
    await expectNoAxeViolations(page, state);
  } finally {
    await context.close();
  }
}
