/** Findings for a placeholder in copy that the form would show in braces. */

/** Which copy it is, as a finding names it, e.g. 'the hint' or 'the message for "required"'. */
const sentenceStart = (where: string) => `${where[0]?.toUpperCase() ?? ''}${where.slice(1)}`;

/**
 * {recentDate} where no date is there to give it (src/schema-forms/recent-date.ts): on a field
 * that is not a date, or in copy that is never filled in.
 */
export function recentDateOutsideADateField(where: string): [message: string, fix: string] {
  return [
    `${sentenceStart(where)} has the placeholder {recentDate}, but only a date field's hint and messages can fill it, so the customer would read "{recentDate}".`,
    'Use {recentDate} only on a field with "format": "date", or write the example out.',
  ];
}

/** A placeholder in a title, hint or button's words, which nothing fills in. */
export function placeholderNothingFills(
  where: string,
  name: string,
): [message: string, fix: string] {
  return [
    `${sentenceStart(where)} has {${name}}, which nothing fills in, so the customer would read "{${name}}".`,
    "Write the words out. A date field's hint can hold {recentDate}, an example date inside its window.",
  ];
}
