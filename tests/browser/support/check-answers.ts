import { expect, type Locator, type Page } from '@playwright/test';
import copy from '../../../schemas/messages/check-answers.json' with { type: 'json' };
import { press } from './keyboard.ts';

/**
 * 'Check your answers' as a customer uses it with the keyboard: the last step's 'Continue',
 * the answers as shown, a 'Change' link, and 'Accept and send'. One helper for every journey.
 */

/** Presses 'Continue' on a journey's last step and waits for 'Check your answers'. */
export async function continueToCheckAnswers(page: Page): Promise<void> {
  await press(page.getByRole('main').getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/check-answers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
  await expect(acceptAndSendButton(page)).toBeVisible();
}

/** The page's 'Accept and send' button. */
export function acceptAndSendButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: copy.send.button });
}

/** Presses 'Accept and send'. */
export async function acceptAndSend(page: Page): Promise<void> {
  await press(acceptAndSendButton(page));
}

/** From the last step: 'Continue', then 'Accept and send' on 'Check your answers'. */
export async function continueAndSend(page: Page): Promise<void> {
  await continueToCheckAnswers(page);
  await acceptAndSend(page);
}

/** Every answer on the page, question by question: [label, answer lines joined by ' / ']. */
export async function shownAnswers(page: Page): Promise<[string, string][]> {
  // Read once the summary has rendered, not the moment its address is reached.
  await expect(page.getByRole('main').locator('.summary-list__row').first()).toBeVisible();
  return page
    .getByRole('main')
    .locator('.summary-list__row')
    .evaluateAll((rows) =>
      rows.map((row): [string, string] => [
        row.querySelector('dt')?.textContent?.trim() ?? '',
        [...row.querySelectorAll('.summary-list__value .summary-list__line')]
          .map((line) => line.textContent ?? '')
          .join(' / '),
      ]),
    );
}

/**
 * The shown answers to the questions a test gave, in the page's order. A question content teams
 * add to a form shows among them; the test did not answer it, so it must read 'Not provided'.
 */
export function answersGiven(
  answers: readonly [string, string][],
  given: readonly (readonly [string, string])[],
): [string, string][] {
  const labels = given.map(([label]) => label);
  const others = answers.filter(([label]) => !labels.includes(label));
  expect(others.filter(([, answer]) => answer !== copy.notProvided)).toEqual([]);
  return answers.filter(([label]) => labels.includes(label));
}

/** Follows the 'Change' link of the question labelled `label` ('Telephone number'). */
export async function changeAnswer(page: Page, label: string): Promise<void> {
  const row = page.locator('.summary-list__row').filter({
    has: page.locator('dt', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
  await press(row.getByRole('link', { name: new RegExp(`^${copy.change} `) }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
