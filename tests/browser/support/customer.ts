import { randomInt } from 'node:crypto';

/** A surname no other test uses, so a test finds its own lead among all stored ones. */
export function uniqueSurname(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let name = 'Test';
  for (let index = 0; index < 10; index += 1) name += letters[randomInt(letters.length)];
  return name;
}

/** Today in the site's time zone, as the lead's ISO date. */
export function todayInLondon(): string {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

/** Today's day, month and year, as a customer types them. */
export function todayParts(): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = todayInLondon().split('-');
  return { day: String(Number(day)), month: String(Number(month)), year };
}
