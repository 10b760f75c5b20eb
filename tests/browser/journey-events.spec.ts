import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  enterAddressByHand,
  fillPersonalDetails,
  goToQueryStep,
  reachComplaintQueryStep,
  samplePerson,
} from './support/complaint-steps.ts';
import { acceptAndSend, continueToCheckAnswers } from './support/check-answers.ts';
import { press, selectByKeyboard, typeInto } from './support/keyboard.ts';
import {
  actionsNamed,
  isRumIntake,
  monitoringStarted,
  recordRequestsAfterConsent,
} from './support/monitoring.ts';
import { readableRequest } from './support/requests.ts';

/**
 * Where customers stop (issue 32, item 5): with analytics consent, a complaint's steps viewed,
 * the errors an empty submit shows (field and rule, never a value) and each submit's outcome
 * reach monitoring as named actions; without it, none do.
 */

const journey = 'complaints/gas-and-electricity';

/** What the customer types: none of it may reach monitoring. */
const sentinels = {
  firstName: 'Zebedee',
  surname: 'Quillfeather',
  email: 'zebedee.quillfeather@example.com',
  telephone: '07912 345678',
  query: 'Ninefold marmalade sentinel',
};

/** The fields the error summary names, in its order. */
async function errorSummaryLinks(page: Page): Promise<string[]> {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  return summary.getByRole('link').allTextContents();
}

test('with consent: each step viewed, each error shown by field and rule, each submit outcome', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(60_000);
  guard.allowConsoleErrors(/status of 503/, /\[complaint-lead\]/);
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');

  // The details step, its address given but nothing else: 'Next step' shows the errors.
  await page.goto(`/help-and-support/complaints/${journey.split('/')[1]}`);
  await monitoringStarted(page);
  await enterAddressByHand(page);
  await press(page.getByRole('button', { name: 'Next step' }));
  const detailsErrors = await errorSummaryLinks(page);

  await fillPersonalDetails(page, { ...sentinels, extraSupport: false });
  await goToQueryStep(page);
  await press(page.getByRole('button', { name: 'Continue' }));
  const queryErrors = await errorSummaryLinks(page);

  // The first send fails with a server error; the second is sent.
  let failNext = true;
  await page.route('**/v1/leads', async (route) => {
    if (!failNext) return route.continue();
    failNext = false;
    return route.fulfill({ status: 503, json: { errors: [{ id: 'err-1', status: '503' }] } });
  });
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Bill accuracy');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), sentinels.query);
  await continueToCheckAnswers(page);
  await acceptAndSend(page);
  await expect(page.getByRole('alert').filter({ hasText: 'technical problems' })).toBeVisible();
  await acceptAndSend(page);
  await expect(page).toHaveURL(/\/confirmation$/);
  // Leaving the page makes monitoring send what it holds.
  await page.goto('/help-and-support/contact-us');

  await expect
    .poll(() => actionsNamed(requests, 'journey_submit_outcome'), { timeout: 15_000 })
    .toEqual([
      { journey, step: 'check-answers', outcome: 'failed', status_class: '5xx' },
      { journey, step: 'check-answers', outcome: 'sent' },
    ]);
  expect(actionsNamed(requests, 'journey_step_viewed')).toEqual([
    { journey, step: 'complaint-details' },
    { journey, step: 'complaint-query' },
    { journey, step: 'check-answers' },
  ]);
  const errors = actionsNamed(requests, 'journey_error_shown');
  expect(errors).toEqual([
    { journey, step: 'complaint-details', field: 'firstName', rule: 'required', attempt: 1 },
    { journey, step: 'complaint-details', field: 'surname', rule: 'required', attempt: 1 },
    { journey, step: 'complaint-details', field: 'email', rule: 'required', attempt: 1 },
    { journey, step: 'complaint-details', field: 'telephoneNumber', rule: 'required', attempt: 1 },
    {
      journey,
      step: 'complaint-details',
      field: 'vulnerabilityConsent',
      rule: 'required',
      attempt: 1,
    },
    { journey, step: 'complaint-query', field: 'subject', rule: 'required', attempt: 1 },
    { journey, step: 'complaint-query', field: 'query', rule: 'required', attempt: 1 },
  ]);
  // One action per error the customer saw.
  expect(errors).toHaveLength(detailsErrors.length + queryErrors.length);

  const intake = requests.filter((request) => isRumIntake(request.url())).map(readableRequest);
  const typed = Object.values(sentinels).flatMap((value) => [value, value.replace(/\s/g, '')]);
  expect(intake.filter((text) => typed.some((value) => text.includes(value)))).toEqual([]);
});

test('with consent: a send still waiting after 15 seconds is counted as taking longer, then as sent', async ({
  page,
  context,
  guard,
}) => {
  test.setTimeout(60_000);
  const requests = await recordRequestsAfterConsent(page, context, guard, 'Accept all cookies');
  // The lead's answer is held until the test lets it go; the page's clock, not real waiting,
  // moves past 15 seconds.
  let letAnswerGo: () => void = () => undefined;
  const answerMayGo = new Promise<void>((resolve) => (letAnswerGo = resolve));
  await page.route('**/v1/leads', async (route) => {
    await answerMayGo;
    await route.continue();
  });
  await page.clock.install();
  await reachComplaintQueryStep(page, 'pay-as-you-go', samplePerson('Hopper'));
  await monitoringStarted(page);
  // The pay-as-you-go query step asks no subject.
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), 'My top-up did not arrive.');
  await continueToCheckAnswers(page);
  await acceptAndSend(page);
  await expect(page.getByRole('button', { name: 'Sending' })).toBeDisabled();
  await page.clock.fastForward('00:16');
  await expect(page.getByRole('status').filter({ hasText: 'taking longer' })).toBeVisible();
  letAnswerGo();
  await expect(page).toHaveURL(/\/confirmation$/);
  await page.goto('/help-and-support/contact-us');

  await expect
    .poll(() => actionsNamed(requests, 'journey_submit_outcome'), { timeout: 15_000 })
    .toEqual([
      { journey: 'complaints/pay-as-you-go', step: 'check-answers', outcome: 'taking_longer' },
      { journey: 'complaints/pay-as-you-go', step: 'check-answers', outcome: 'sent' },
    ]);
});

test('without consent: a step with an empty submit sends nothing to monitoring', async ({
  page,
  context,
  guard,
}) => {
  const requests = await recordRequestsAfterConsent(
    page,
    context,
    guard,
    'Reject additional cookies',
  );
  await page.goto(`/help-and-support/complaints/${journey.split('/')[1]}`);
  await enterAddressByHand(page);
  await press(page.getByRole('button', { name: 'Next step' }));
  await errorSummaryLinks(page);
  await page.goto('/help-and-support/contact-us');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => isRumIntake(request.url()))).toEqual([]);
  expect(requests.filter((request) => request.url().includes('datadog'))).toEqual([]);
});
