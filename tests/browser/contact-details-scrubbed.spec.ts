import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { press, typeInto } from './support/keyboard.ts';
import {
  actionsNamed,
  answerConsentBanner,
  receivedEvents,
  recordRequestsAfterConsent,
  searchFindingNothing,
} from './support/monitoring.ts';

/**
 * Contact details as customers write them (issue 37, finding 2), typed where telemetry carries
 * words: a "Was this page helpful?" comment (the data layer) and a search that finds nothing
 * (monitoring's search_no_results). Neither may carry any of them, in any form.
 */

const phoneNumbers = ['(020) 7946 0958', '(07911) 123456', '07911  123456'];
const asWritten = [...phoneNumbers, 'ada(at)example.com'];
/**
 * Search answers any of a query's words when no page has all of them, and "at" and "com" are in
 * pages' words: a search holding ada(at)example.com always finds something. The search holds an
 * email with its @ spaced apart instead (ada @ example.ie), which finds nothing.
 */
const searchedFor = `Xylophone ${phoneNumbers.join(' ')} ada @ example.ie`;

/** Each detail however it could travel: as typed, joined up, encoded, its separators changed. */
const anyTrace = [
  /020\D{0,6}7946\D{0,6}0958/,
  /07911\D{0,9}123456/,
  /ada\W{0,9}(?:at\W{0,9})?example/i,
];

const expectNoTrace = (text: string) => {
  for (const trace of anyTrace) expect(text).not.toMatch(trace);
};

const question = (page: Page) => page.getByRole('region', { name: 'Was this page helpful?' });

test('a "Was this page helpful?" comment reaches the data layer without them', async ({ page }) => {
  await page.goto('/help-and-support/meters/how-to-read-your-meter');
  await page.waitForLoadState('networkidle');
  await answerConsentBanner(page, 'Reject additional cookies');
  await press(question(page).getByRole('button', { name: 'No this page was not helpful' }));
  const box = question(page).getByRole('textbox', { name: 'Tell us more (optional)' });
  await typeInto(box, `Call me on ${asWritten.join(' or ')} please`);
  await press(question(page).getByRole('button', { name: 'Send' }));
  await expect(question(page).getByRole('status')).toHaveText('Thank you for your feedback.');

  const dataLayer = await page.evaluate(() => window.dataLayer ?? []);
  const answers = dataLayer.filter((event) => event.event === 'wasThisHelpful');
  expect(answers.map((answer) => answer.comment)).toEqual([
    'Call me on [number] or [number] or [number] or [email] please',
  ]);
  expectNoTrace(JSON.stringify(dataLayer));
});

test('a search for them that finds nothing is counted without them', async ({
  page,
  context,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  await searchFindingNothing(page, searchedFor);
  await expect
    .poll(() => actionsNamed(requests, 'search_no_results'), { timeout: 15_000 })
    // Numbers side by side are one run of digits to the scrubber.
    .toEqual([{ term: 'xylophone [number] [email]' }]);
  const events = receivedEvents(requests);
  expect(events.length).toBeGreaterThan(0);
  for (const text of events) expectNoTrace(text);
});
