import { describe, expect, it } from 'vitest';
import { fillFieldCopy, recentDateExample } from './recent-date.ts';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

describe("a date field's example, {recentDate}", () => {
  it('is a week before today, written day, month and year as GOV.UK writes example dates', () => {
    expect(recentDateExample({ format: 'date', dateWithinPastMonths: 1 }, on('2026-11-26'))).toBe(
      '19 11 2026',
    );
    expect(recentDateExample({ format: 'date' }, on('2026-11-26'))).toBe('19 11 2026');
  });

  it('goes back across a month and a year as the calendar does', () => {
    expect(recentDateExample({ format: 'date' }, on('2027-01-03'))).toBe('27 12 2026');
    expect(recentDateExample({ format: 'date' }, on('2028-03-05'))).toBe('27 2 2028');
  });

  it('stays inside a window shorter than a week: today, for a window of no months', () => {
    expect(recentDateExample({ format: 'date', dateWithinPastMonths: 0 }, on('2026-11-26'))).toBe(
      '26 11 2026',
    );
  });

  it("is filled into a date field's copy, and left alone in any other field's", () => {
    const hint = 'For example, {recentDate}';
    expect(fillFieldCopy(hint, { format: 'date' })).toMatch(/^For example, \d{1,2} \d{1,2} \d{4}$/);
    expect(fillFieldCopy(hint, { format: 'email' })).toBe(hint);
    expect(fillFieldCopy(hint, undefined)).toBe(hint);
  });
});
