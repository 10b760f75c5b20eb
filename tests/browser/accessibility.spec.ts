import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { press } from './support/keyboard.ts';
import { screenshotAtWidths } from './support/screenshots.ts';
import { signInCookies } from './support/sign-in.ts';
import { siteRoutes } from './support/site-routes.ts';

/**
 * Every page, in its first state and (forms) after an empty submit: zero axe-core violations
 * against WCAG 2.0, 2.1 and 2.2 A and AA, and screenshots at 320 and 1280 px in
 * test-output/screenshots/ for a person to look at.
 */

for (const route of siteRoutes) {
  test(`${route.name}: no WCAG A/AA violations${route.submitButton ? ', before and after an empty submit' : ''}`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (route.signedInAs) await context.addCookies(signInCookies(route.signedInAs, baseURL ?? ''));
    await page.goto(`/help-and-support${route.path === '/' ? '/' : route.path}`);
    await route.reach?.(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, 'first state');
    await screenshotAtWidths(page, route.name);

    if (route.submitButton) {
      await press(page.getByRole('button', { name: route.submitButton }));
      // Every field in error carries GOV.UK's visually hidden 'Error:' prefix.
      await expect(page.getByText(/^Error:/).first()).toBeVisible();
      await expectNoAxeViolations(page, 'after an empty submit');
      await screenshotAtWidths(page, `${route.name}-errors`);
    }
  });
}
