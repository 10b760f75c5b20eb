import { usersQueryWaitMs } from '../../src/features/feedback/look-up-user.ts';
import { expect, test } from './fixtures.ts';
import { continueAndSend } from './support/check-answers.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails, reachFeedbackDetails } from './support/feedback-steps.ts';
import { press, typeInto } from './support/keyboard.ts';
import { storedLeadsMentioning, storedLeadWithReference } from './support/leads.ts';

/** Feedback: a customer who does not want their credit refunded (SPEC sections 2, 4 and 7). */

test('a customer keeps their credit: reason, details, confirmation and the feedback lead', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await page.goto('/help-and-support/complaints/feedback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We owe you');
  // The questions of the next page's form (it follows the form: a question content teams add
  // joins the list), these among them in its order.
  const spec = ['full name', 'email address', 'telephone number', 'full address'];
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  const needed = await page.getByRole('main').getByRole('listitem').allTextContents();
  expect(needed.filter((item) => spec.includes(item))).toEqual(spec);
  await typeInto(
    page.getByLabel("Tell us why you don't want the refund"),
    'Please keep it as credit.',
  );
  await press(page.getByRole('button', { name: "I don't want the refund" }));

  await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A bit about you');
  await fillFeedbackDetails(page, surname);
  await continueAndSend(page);

  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Thanks, we've got your request",
  );
  await expect(page.getByText("We'll send you a confirmation email shortly.")).toBeVisible();
  const reference =
    (await page
      .getByRole('main')
      .getByText(/^HS-[A-Z0-9]{8}$/)
      .textContent()) ?? '';
  const lead = await storedLeadWithReference(reference);
  expect(lead.document.data.attributes).toMatchObject({
    topic: 'help-&-support-feedback',
    title: 'NA',
    'query-type': 'Feedback',
    'query-subtype': 'Feedback-Energy',
    'first-name': 'Ada',
    surname,
    'contact-number': { number: '02079460000', type: 'home' },
  });
  expect(JSON.stringify(lead.document)).toContain('Please keep it as credit.');
});

test('the details step without a reason sends the customer back for it', async ({
  page,
  guard,
}) => {
  guard.allowConsoleErrors(/feedback/i);
  await page.goto('/help-and-support/complaints/feedback/personal-details');
  await expect(page).toHaveURL(/\/complaints\/feedback$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We owe you');
});

test('a users query that never answers holds the feedback no longer than its bound: the lead follows it and the confirmation shows', async ({
  page,
  guard,
}) => {
  // The abandoned query is logged, without the email (decision 047).
  guard.allowConsoleErrors(/^\[feedback-users-query\] .*TimeoutError/);
  const surname = uniqueSurname();
  const queries: string[] = [];
  // Asked for, and never answered.
  await page.route('**/v1/users/search', (route) => {
    queries.push(route.request().postData() ?? '');
  });
  await page.clock.install();
  await reachFeedbackDetails(page);
  await fillFeedbackDetails(page, surname);
  await continueAndSend(page);

  await expect.poll(() => queries.length).toBe(1);
  // The lead waits for the query (SPEC section 7: a users query, then the lead).
  await expect(page.getByRole('button', { name: 'Sending' })).toBeDisabled();
  expect(storedLeadsMentioning(surname)).toEqual([]);
  await page.clock.fastForward(usersQueryWaitMs);

  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Thanks, we've got your request",
  );
  await expect.poll(() => storedLeadsMentioning(surname).length).toBe(1);
  const sent = guard.requests.map(({ url }) => new URL(url).pathname);
  expect(sent.indexOf('/v1/users/search')).toBeLessThan(sent.indexOf('/v1/leads'));
});
