import { _, type CodeKeywordDefinition } from 'ajv';
// Node compiles with the rules themselves; the generated code imports checks/phone-number, which
// loads them in the browser only when a form is being answered (decision 017).
import { isPhoneNumberOf } from '../checks/phone-number-rules.ts';
import { checkFunction } from './check-function.ts';

/**
 * The countries a phone number may be of: the site's phone rules know UK and Irish numbers only
 * (checks/phone-number-rules.ts), so a schema naming any other is refused when it is compiled.
 */
export const phoneCountries = ['GB', 'IE'] as const;

/** `"phoneNumber": ["GB", "IE"]` on a string: a valid number of one of those countries. */
export const phoneNumberKeyword: CodeKeywordDefinition = {
  keyword: 'phoneNumber',
  type: 'string',
  schemaType: 'array',
  metaSchema: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { enum: phoneCountries },
  },
  code(cxt) {
    const check = checkFunction(cxt, 'phone-number', 'isPhoneNumberOf', isPhoneNumberOf);
    cxt.fail(_`!${check}(${cxt.data}, ${cxt.schemaValue})`);
  },
};
