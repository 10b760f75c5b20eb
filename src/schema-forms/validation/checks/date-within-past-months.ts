/** An ISO calendar date (YYYY-MM-DD) as local midnight, or undefined when it is not a real date. */
function parseIsoDate(value: string): Date | undefined {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : undefined;
}

/** Today's date at local midnight, minus whole months; the day is kept, or the month's last day. */
export function monthsBefore(today: Date, months: number): Date {
  const target = new Date(today.getFullYear(), today.getMonth() - months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  target.setDate(Math.min(today.getDate(), lastDay));
  return target;
}

/**
 * Whether an ISO date falls between `months` months ago (to the day) and today, both included
 * (SPEC sections 5 and 9: the meter-read date window). The clock is read each time it runs, so the
 * window is the one of the moment the customer submits, never the one of the build.
 */
export function isDateWithinPastMonths(
  value: string,
  months: number,
  now: Date = new Date(),
): boolean {
  const date = parseIsoDate(value);
  if (!date) return false;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return date <= today && date >= monthsBefore(today, months);
}
