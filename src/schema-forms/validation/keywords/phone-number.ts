import { _, type CodeKeywordDefinition } from 'ajv';
// Node compiles with the rules themselves; the generated code imports checks/phone-number, which
// loads them in the browser only when a form is being answered (decision 017).
import { isPhoneNumberOf } from '../checks/phone-number-rules.ts';
import { checkFunction } from './check-function.ts';
import { phoneCountries } from '../../form-model/form-rules.ts';

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
