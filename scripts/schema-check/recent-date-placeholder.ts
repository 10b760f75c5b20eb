/**
 * The finding for {recentDate} where no date is there to give it (src/schema-forms/recent-date.ts):
 * on a field that is not a date, or in copy that is never filled in. `where` says which copy, as
 * 'the message for "required"' or 'the hint'.
 */
export function recentDateOutsideADateField(where: string): [message: string, fix: string] {
  return [
    `${where[0]?.toUpperCase() ?? ''}${where.slice(1)} has the placeholder {recentDate}, but only a date field's hint and messages can fill it, so the customer would read "{recentDate}".`,
    'Use {recentDate} only on a field with "format": "date", or write the example out.',
  ];
}
