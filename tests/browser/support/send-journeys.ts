import { expect, type Page } from '@playwright/test';
import { continueAndSend } from './check-answers.ts';
import {
  enterAddressByHand,
  fillPersonalDetails,
  goToQueryStep,
  samplePerson,
} from './complaint-steps.ts';
import { fillFeedbackDetails } from './feedback-steps.ts';
import { press, selectByKeyboard, typeInto } from './keyboard.ts';
import { fillGasReading } from './meter-read-steps.ts';
import { appHasTakenOver } from './prerendered.ts';

/**
 * Each journey that sends a lead, from opening its first step (once the app has taken over the
 * prerendered page) to pressing 'Accept and send', as a guest named `surname`.
 */

export async function sendComplaint(page: Page, surname: string): Promise<void> {
  await page.goto('/help-and-support/complaints/gas-and-electricity');
  await appHasTakenOver(page);
  await fillPersonalDetails(page, samplePerson(surname));
  await enterAddressByHand(page);
  await goToQueryStep(page);
  await selectByKeyboard(page.getByLabel('What is it about?'), 'Tariff issues');
  await typeInto(page.getByRole('textbox', { name: 'Your message' }), `Noticed, ${surname}.`);
  await continueAndSend(page);
}

export async function sendFeedback(page: Page, surname: string): Promise<void> {
  await page.goto('/help-and-support/complaints/feedback');
  await appHasTakenOver(page);
  await typeInto(page.getByLabel("Tell us why you don't want the refund"), `Keep, ${surname}.`);
  await press(page.getByRole('button', { name: "I don't want the refund" }));
  await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details$/);
  await fillFeedbackDetails(page, surname);
  await continueAndSend(page);
}

export async function sendMeterReading(page: Page, surname: string): Promise<void> {
  await page.goto('/help-and-support/submit-meter-read');
  await appHasTakenOver(page);
  await fillGasReading(page, surname, '012345');
  await continueAndSend(page);
}
