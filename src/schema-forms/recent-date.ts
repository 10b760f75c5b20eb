import { fillMessage } from '../site/fill-message.ts';
import { monthsBefore } from './validation/checks/date-within-past-months.ts';

/**
 * The placeholder a content team writes in a date field's hint or error messages, `{recentDate}`,
 * for an example date. A fixed example ("27 3 2025") falls outside a moving window, such as the
 * meter read's last month, soon after it is written, and a customer copying it is refused.
 */
export const recentDatePlaceholder = 'recentDate';

/** What a date field's copy can read of its schema. */
interface DateField {
  readonly format?: unknown;
  readonly dateWithinPastMonths?: unknown;
}

/**
 * An example a customer could type into the field today: a week ago, or the first day its window
 * allows (dateWithinPastMonths) when that is later. Written as GOV.UK writes example dates:
 * day, month and year as numbers, "19 11 2026".
 */
export function recentDateExample(field: DateField, now: Date = new Date()): string {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const weekAgo = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 7);
  const months = field.dateWithinPastMonths;
  const windowStart = typeof months === 'number' ? monthsBefore(today, months) : undefined;
  const example = windowStart !== undefined && windowStart > weekAgo ? windowStart : weekAgo;
  return `${example.getDate()} ${example.getMonth() + 1} ${example.getFullYear()}`;
}

/**
 * The values a field's copy can fill in: {recentDate} on a date field, with the clock read now,
 * so the example is right on the day the form is shown, not the day it was built.
 */
export function fieldCopyValues(field: DateField | undefined): Record<string, string> {
  return field?.format === 'date' ? { [recentDatePlaceholder]: recentDateExample(field) } : {};
}

/** A field's hint with its placeholders filled in. */
export function fillFieldCopy(text: string, field: DateField | undefined): string {
  return fillMessage(text, fieldCopyValues(field));
}
