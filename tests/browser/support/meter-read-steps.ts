import type { Page } from '@playwright/test';
import { todayParts } from './customer.ts';
import { choose, typeInto } from './keyboard.ts';

/**
 * Fills the meter-read form as a guest sending a gas reading of `reading` taken today, the
 * fewest answers the form takes. The caller sends it.
 */
export async function fillGasReading(page: Page, surname: string, reading: string): Promise<void> {
  const form = page.getByRole('main');
  await typeInto(form.getByLabel('First name'), 'Ada');
  await typeInto(form.getByLabel('Last name'), surname);
  await typeInto(form.getByLabel('Telephone number'), '07911 123456');
  await choose(form.getByRole('radio', { name: 'Gas only' }));
  await typeInto(form.getByLabel('Gas meter reading'), reading);
  const { day, month, year } = todayParts();
  await typeInto(form.getByLabel('Day', { exact: true }), day);
  await typeInto(form.getByLabel('Month', { exact: true }), month);
  await typeInto(form.getByLabel('Year', { exact: true }), year);
}
