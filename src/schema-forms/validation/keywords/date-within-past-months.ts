import { _, type CodeKeywordDefinition } from 'ajv';
import { isDateWithinPastMonths } from '../checks/date-within-past-months.ts';
import { checkFunction } from './check-function.ts';

/**
 * `"dateWithinPastMonths": 1` on an ISO date string: between that many months ago and today.
 * The generated code calls the check, which reads the clock when the form is validated.
 */
export const dateWithinPastMonthsKeyword: CodeKeywordDefinition = {
  keyword: 'dateWithinPastMonths',
  type: 'string',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 1, maximum: 24 },
  code(cxt) {
    const check = checkFunction(
      cxt,
      'date-within-past-months',
      'isDateWithinPastMonths',
      isDateWithinPastMonths,
    );
    cxt.fail(_`!${check}(${cxt.data}, ${cxt.schema as number})`);
  },
};
