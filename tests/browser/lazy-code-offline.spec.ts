import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillPersonalDetails, samplePerson } from './support/complaint-steps.ts';
import { uniqueSurname } from './support/customer.ts';
import { press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { appHasTakenOver } from './support/prerendered.ts';
import { connectionLostOnTheWay, countPageLoads } from './support/release.ts';

/**
 * Code loaded later, lost with the connection (issues 16 and 30): the customer is told, or, for
 * monitoring, sees nothing. The browser keeps a failed import for the life of the page, so once
 * back online a page that needs the code loads again, once, with every answer kept; monitoring
 * starts on the next page the customer opens (src/lib/recovery/code-that-did-not-load.ts). The
 * phone-number rules have their own test in new-release.spec.ts.
 */

const lostConnection = /ERR_INTERNET_DISCONNECTED|Failed to fetch|dynamically imported|monitoring/;

test('offline as the form renderer was on its way: the error page, then the form once back online, with one more load', async ({
  page,
  context,
  guard,
}) => {
  guard.allowConsoleErrors(lostConnection);
  const renderer = await connectionLostOnTheWay(page, /\/assets\/LoadedSchemaForm-[^/]+\.js/);
  const pageLoads = await countPageLoads(page);
  await page.goto('/help-and-support/submit-meter-read');
  await renderer.asked();
  await appHasTakenOver(page);
  await context.setOffline(true);
  renderer.lose();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText("Sorry, this page didn't load");
  await expect(page.getByRole('link', { name: '0800 111 999' })).toBeVisible();

  await context.setOffline(false);
  await expect(heading).toHaveText('Submit a meter reading');
  await expect(page.getByLabel('First name')).toBeVisible();
  expect(pageLoads()).toBe(2);
});

test('offline as the address finder asked for its code: the address alert, then one more load once back online, every answer kept', async ({
  page,
  context,
  guard,
}) => {
  guard.allowConsoleErrors(lostConnection);
  const addressCode = await connectionLostOnTheWay(page, /\/assets\/main-api-[^/]+\.js/);
  const pageLoads = await countPageLoads(page);
  const surname = uniqueSurname();
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await fillPersonalDetails(page, samplePerson(surname));
  const form = page.getByRole('main');
  await press(form.getByRole('button', { name: 'Find the address by postcode instead' }));
  await typeInto(form.getByLabel('Postcode'), 'SW1A 1AA');
  await press(form.getByRole('button', { name: 'Find address' }));
  await addressCode.asked();
  await context.setOffline(true);
  addressCode.lose();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: "Unfortunately, we're having technical problems at the moment." }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect.poll(pageLoads).toBe(2);
  await appHasTakenOver(page);
  await expect(form.getByLabel('Last name')).toHaveValue(surname);
  const switchToPostcode = form.getByRole('button', {
    name: 'Find the address by postcode instead',
  });
  if ((await switchToPostcode.count()) > 0) await press(switchToPostcode);
  await typeInto(form.getByLabel('Postcode'), 'SW1A 1AA');
  await press(form.getByRole('button', { name: 'Find address' }));
  await selectByKeyboard(
    form.getByLabel('Select your address'),
    'Rose Cottage Mill Street, Leeds, SW1A 1AA',
  );
});

const rumIntakeHost = 'browser-intake-datadoghq.eu';

/** The monitoring intake, answered here, never sent; returns whether it has been sent to. */
async function answerMonitoringIntake(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.host.endsWith(rumIntakeHost),
    (route) => route.fulfill({ status: 202, body: '{}' }),
  );
}

/** The id of the page view the RUM library records, once it has started. */
function recordedViewOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const rum = (window as { DD_RUM?: { getInternalContext(): { view?: { id: string } } } }).DD_RUM;
    return rum?.getInternalContext()?.view?.id;
  });
}

async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
  await press(banner.getByRole('button', { name: 'Accept all cookies' }));
  await press(banner.getByRole('button', { name: 'Hide cookie message' }));
}

for (const { code, file } of [
  { code: "monitoring's own code", file: /\/assets\/start-monitoring-[^/]+\.js/ },
  // The RUM library's entry: main-<hash>.js, not main-api-<hash>.js.
  { code: 'the RUM library', file: /\/assets\/main-[\w-]{8}\.js/ },
]) {
  test(`offline as ${code} was on its way after consent: nothing breaks, nothing loads again, and monitoring starts on the next page`, async ({
    page,
    context,
    guard,
  }) => {
    guard.allowConsoleErrors(lostConnection);
    guard.allowHosts(rumIntakeHost);
    await answerMonitoringIntake(context);
    const monitoring = await connectionLostOnTheWay(page, file);
    const pageLoads = await countPageLoads(page);
    await page.goto('/help-and-support/');
    await appHasTakenOver(page);
    await acceptCookies(page);
    await monitoring.asked();
    await context.setOffline(true);
    const failureLogged = page.waitForEvent('console', (message) =>
      message.text().startsWith('[monitoring]'),
    );
    monitoring.lose();
    // Logged to the console only (SPEC section 8): the page goes on as before.
    await failureLogged;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
    await expect(page.locator('#site-fallback')).toHaveCount(0);

    await context.setOffline(false);
    // Back online, the page the customer reads stays as it is: the page works without it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
    expect(pageLoads()).toBe(1);
    // The next page loads in full and starts monitoring: the library records its view.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    expect(pageLoads()).toBe(2);
    await expect.poll(() => recordedViewOf(page)).toBeTruthy();
  });
}
