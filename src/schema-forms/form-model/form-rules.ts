/**
 * The rules a question's answer may be given beyond JSON Schema's own: the site's custom
 * keywords (src/schema-forms/validation/keywords/, registered by form-keywords.ts from this list)
 * and those the studio edits. One list, read by the validator's registry, the schema check and
 * the studio.
 */

/** Rules only this site's validator knows: an invalid example must show each one working. */
export const customRuleNames = [
  'customerNumber',
  'meterReading',
  'dateWithinPastMonths',
  'phoneNumber',
] as const;

/** A name of `customRuleNames`. */
export type CustomRuleName = (typeof customRuleNames)[number];

/** The rules the studio edits, in the order it lists them: the lengths, then the custom rules. */
export const editableRuleNames = ['minLength', 'maxLength', ...customRuleNames] as const;

/** A name of `editableRuleNames`. */
export type EditableRuleName = (typeof editableRuleNames)[number];

/** The countries a `phoneNumber` rule may name (ISO codes), as the studio offers them. */
export const phoneCountries = ['GB', 'IE'] as const;
