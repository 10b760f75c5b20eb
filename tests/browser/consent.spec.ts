import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test, type PageGuard } from './fixtures.ts';
import {
  fillPersonalDetails,
  findAddressByPostcode,
  goToQueryStep,
} from './support/complaint-steps.ts';
import { continueAndSend } from './support/check-answers.ts';
import { press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import { isRumIntake, recordRequestsAfterConsent } from './support/monitoring.ts';
import { readableAddressAndHeaders, readableRequest } from './support/requests.ts';

/**
 * Consent (SPEC sections 1, 4 and 9): which hosts and consent-gated files the page fetches with
 * consent denied, granted and withdrawn; and personal data typed into a form never leaving the
 * browser except in the bodies of the lead, address and users calls, even with monitoring and
 * replay running.
 */

const rumIntakeHost = 'browser-intake-datadoghq.eu';
const isBeacon = (url: string) => url.includes('personalisation-beacon');
const isReplayWorker = (url: string) => url.includes('datadog-rum-worker');

const hostsOf = (requests: readonly Request[]) =>
  [...new Set(requests.map((request) => new URL(request.url()).host))].sort();

/** The calls that must carry what the customer typed, in their bodies only (SPEC section 7). */
const personalDataCalls = ['/v1/leads', '/v1/addresses', '/v1/users/search'];

/** The address lookup: SPEC section 7 gives it the postcode as a query parameter. */
const isAddressLookup = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/v1/addresses';

/**
 * Where typed personal data left the browser other than in the body of a lead, address or users
 * call: anywhere in any other request (monitoring batches inflated), and in the URL or headers of
 * those calls too (server logs, history), except the postcode of the address lookup.
 */
function personalDataLeaks(
  requests: readonly Request[],
  sentinels: Readonly<Record<string, string>>,
): string[] {
  return requests.flatMap((request) => {
    const { pathname } = new URL(request.url());
    const bodyAllowed = request.method() === 'POST' && personalDataCalls.includes(pathname);
    const searched = (
      bodyAllowed || isAddressLookup(request)
        ? readableAddressAndHeaders(request)
        : readableRequest(request)
    ).toLowerCase();
    return Object.entries(sentinels)
      .filter(([name]) => !(name === 'postcode' && isAddressLookup(request)))
      .filter(
        ([, value]) =>
          searched.includes(value.toLowerCase()) ||
          searched.includes(value.replace(/\s/g, '').toLowerCase()),
      )
      .map(([name]) => `${name} in ${request.method()} ${request.url().slice(0, 100)}`);
  });
}

test('consent denied: only the site is contacted, and no monitoring or beacon loads', async ({
  page,
  context,
  baseURL,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(
    page,
    context,
    guard,
    'Reject additional cookies',
  );
  await page.goto('/help-and-support/contact-us');
  await page.goto('/help-and-support/submit-meter-read');
  await page.waitForLoadState('networkidle');
  expect(hostsOf(requests)).toEqual([new URL(baseURL ?? '').host]);
  expect(
    requests.filter((request) => isBeacon(request.url()) || isReplayWorker(request.url())),
  ).toEqual([]);
});

test('consent granted: monitoring sends to its EU intake, replay and the beacon start', async ({
  page,
  context,
  baseURL,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  await expect
    .poll(() => requests.some((request) => isRumIntake(request.url())), { timeout: 15_000 })
    .toBe(true);
  expect(requests.some((request) => isBeacon(request.url()))).toBe(true);
  expect(requests.some((request) => isReplayWorker(request.url()))).toBe(true);
  expect(hostsOf(requests)).toEqual([new URL(baseURL ?? '').host, rumIntakeHost].sort());
});

test('consent withdrawn: the beacon is removed and nothing more goes to monitoring', async ({
  page,
  context,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  await expect
    .poll(() => requests.some((request) => isRumIntake(request.url())), { timeout: 15_000 })
    .toBe(true);

  await press(page.getByRole('button', { name: 'Withdraw cookie consent' }));
  await expect(page.locator('script[data-personalisation-beacon]')).toHaveCount(0);
  // The withdrawing page may still flush, as it unloads, the batch the library held (reported,
  // not tested): the test watches the pages loaded after withdrawing, from their first byte on.
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');
  const afterWithdrawal = requests.length;
  await page.goto('/help-and-support/meters');
  await page.waitForLoadState('networkidle');
  const later = requests.slice(afterWithdrawal).map((request) => request.url());
  expect(later.filter((url) => isRumIntake(url) || isBeacon(url) || isReplayWorker(url))).toEqual(
    [],
  );
});

/**
 * Records every request of the context, with all cookies accepted: the worst case for personal
 * data, monitoring and session replay running while the customer types.
 */
async function watchWithMonitoringOn(page: Page, context: BrowserContext, guard: PageGuard) {
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  return requests;
}

test('personal data typed into a complaint leaves only in the bodies of the lead and address calls', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(60_000);
  const requests = await watchWithMonitoringOn(page, context, guard);
  const sentinels = {
    firstName: 'Zebedee',
    surname: 'Quillfeather',
    email: 'zebedee.quillfeather@example.com',
    telephone: '07911 123456',
    textphone: '0161987654',
    postcode: 'LS1 1AA',
    street: 'Sentinel Lane',
    query: 'Ninefold marmalade sentinel',
  };
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await fillPersonalDetails(page, {
    firstName: sentinels.firstName,
    surname: sentinels.surname,
    email: sentinels.email,
    telephone: sentinels.telephone,
    textphone: sentinels.textphone,
    extraSupport: false,
  });
  await typeInto(page.getByLabel('House name or number'), '7');
  await typeInto(page.getByLabel('Street'), sentinels.street);
  await typeInto(page.getByLabel('Town or city'), 'Leeds');
  await typeInto(page.getByLabel('Postcode'), sentinels.postcode);
  await press(page.getByRole('button', { name: 'Use this address' }));
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Bill accuracy');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), sentinels.query);
  await continueAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  // Leaving the page makes monitoring flush what it holds.
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');

  expect(personalDataLeaks(requests, sentinels)).toEqual([]);
  // The search above read the monitoring batches themselves, not just their compressed bytes.
  const intakeTexts = requests.filter((request) => isRumIntake(request.url())).map(readableRequest);
  expect(intakeTexts.some((text) => text.includes('"type":"view"'))).toBe(true);
});

test('personal data typed into feedback leaves only in the bodies of the lead and users calls', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(60_000);
  const requests = await watchWithMonitoringOn(page, context, guard);
  const sentinels = {
    firstName: 'Zebedee',
    surname: 'Quillfeather',
    email: 'zebedee.quillfeather@example.com',
    telephone: '020 7946 0123',
    postcode: 'SW1A 1AA',
    feedback: 'Ninefold marmalade credit sentinel',
  };
  await page.goto('/help-and-support/complaints/feedback');
  await typeInto(page.getByLabel("Tell us why you don't want the refund"), sentinels.feedback);
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), sentinels.firstName);
  await typeInto(form.getByLabel('Last name'), sentinels.surname);
  await typeInto(form.getByLabel('Email address'), sentinels.email);
  await typeInto(form.getByLabel('Telephone number'), sentinels.telephone);
  await findAddressByPostcode(page, sentinels.postcode, 'Flat 1, 9 Mill Street, Leeds, SW1A 1AA');
  await continueAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');

  // The users query ran, with the email in its body (decision 011).
  const userSearches = requests.filter(
    (request) => new URL(request.url()).pathname === '/v1/users/search',
  );
  expect(userSearches.map((request) => request.method())).toEqual(['POST']);
  expect(userSearches[0]?.postData()).toContain(sentinels.email);
  expect(personalDataLeaks(requests, sentinels)).toEqual([]);
});

test('personal data typed into a search never reaches monitoring or session replay', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(60_000);
  const requests = await watchWithMonitoringOn(page, context, guard);
  // A customer who searches with their phone number and email: the results and no-results
  // headings repeat the search, which replay would otherwise record as the page's text.
  const sentinels = { telephone: '07700 900982', email: 'quillfeather.search@example.com' };
  for (const query of [`${sentinels.telephone} boiler`, sentinels.email]) {
    await page.goto('/help-and-support/search');
    await typeInto(page.getByRole('combobox', { name: /search/i }), query);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(query);
  }
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');

  const monitoring = requests.filter((request) => isRumIntake(request.url()));
  expect(monitoring.length).toBeGreaterThan(0);
  expect(personalDataLeaks(monitoring, sentinels)).toEqual([]);
});
