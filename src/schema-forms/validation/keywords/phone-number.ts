import { _, type CodeKeywordDefinition } from 'ajv';
import { isPhoneNumberOf } from '../checks/phone-number';
import { checkFunction } from './check-function';

/** `"phoneNumber": ["GB", "IE"]` on a string: a valid number of one of those countries. */
export const phoneNumberKeyword: CodeKeywordDefinition = {
  keyword: 'phoneNumber',
  type: 'string',
  schemaType: 'array',
  metaSchema: {
    type: 'array',
    minItems: 1,
    uniqueItems: true,
    items: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
  code(cxt) {
    const check = checkFunction(cxt, 'phone-number', 'isPhoneNumberOf', isPhoneNumberOf);
    cxt.fail(_`!${check}(${cxt.data}, ${cxt.schemaValue})`);
  },
};
