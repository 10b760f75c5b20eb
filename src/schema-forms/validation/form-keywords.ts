import type { KeywordDefinition } from 'ajv';
import { customRuleNames, type CustomRuleName } from '../form-model/form-rules.ts';
import { customerNumberKeyword } from './keywords/customer-number.ts';
import { dateWithinPastMonthsKeyword } from './keywords/date-within-past-months.ts';
import { errorMessagesKeyword } from './keywords/error-messages.ts';
import { leadDestinationKeyword, leadSchemaKeyword } from './keywords/lead-destination.ts';
import { meterReadingKeyword } from './keywords/meter-reading.ts';
import { phoneNumberKeyword } from './keywords/phone-number.ts';
import { sameAsKeyword } from './keywords/same-as.ts';

/** The keyword of each custom rule of form-rules.ts: a rule named there without one fails to build. */
const customRuleKeywords = {
  customerNumber: customerNumberKeyword,
  meterReading: meterReadingKeyword,
  phoneNumber: phoneNumberKeyword,
  dateWithinPastMonths: dateWithinPastMonthsKeyword,
} as const satisfies Record<CustomRuleName, KeywordDefinition>;

/**
 * Every custom keyword a form schema may use, in one list. Compilation runs in strict mode, so a
 * keyword missing here (or misspelt in a schema) stops the build instead of being ignored.
 * Compile-time only: browser code runs the generated modules, never these definitions.
 */
export const formKeywords: readonly KeywordDefinition[] = [
  ...customRuleNames.map((name) => customRuleKeywords[name]),
  sameAsKeyword,
  errorMessagesKeyword,
  leadDestinationKeyword,
  leadSchemaKeyword,
];
