import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

const validate = createFormAjv().compile({
  type: 'string',
  format: 'date',
  dateWithinPastMonths: 1,
});

function on(today: string) {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(`${today}T10:30:00`));
}

afterEach(() => {
  vi.useRealTimers();
});

// SPEC section 5: "The reading date is required and must fall between one month ago and today."
describe('dateWithinPastMonths keyword', () => {
  it.each([
    ['2025-06-15', '2025-06-15', 'today'],
    ['2025-06-15', '2025-05-15', 'one month ago to the day'],
    ['2025-06-15', '2025-06-01', 'earlier this month'],
    ['2024-03-29', '2024-02-29', 'one month ago in a leap year'],
    ['2025-03-31', '2025-02-28', 'one month before the 31st is the last day of February'],
    ['2025-01-10', '2024-12-10', 'across a new year'],
  ])('on %s accepts %s (%s)', (today, value) => {
    on(today);
    expect(validate(value)).toBe(true);
  });

  it.each([
    ['2025-06-15', '2025-06-16', 'tomorrow'],
    ['2025-06-15', '2025-05-14', 'one month and a day ago'],
    ['2024-03-29', '2024-02-28', 'a day too early in a leap year'],
    ['2025-03-31', '2025-02-27', 'before the last day of February'],
  ])('on %s rejects %s (%s)', (today, value) => {
    on(today);
    expect(validate(value)).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toContain('dateWithinPastMonths');
  });

  it('rejects 29 February in a year that is not a leap year', () => {
    on('2023-03-15');
    expect(validate('2023-02-29')).toBe(false);
  });

  it('reads the clock when it validates, not when the schema was compiled', () => {
    on('2025-06-15');
    expect(validate('2025-06-15')).toBe(true);
    on('2025-07-20');
    expect(validate('2025-06-15')).toBe(false);
    expect(validate('2025-07-20')).toBe(true);
  });
});
