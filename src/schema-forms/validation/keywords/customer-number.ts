import { _, type CodeKeywordDefinition } from 'ajv';
import { isCustomerNumber } from '../checks/customer-number.ts';
import { checkFunction } from './check-function.ts';

/** `"customerNumber": true` on a string: 85 + 10 digits, A + 4–8 digits or BGX + 4–5 digits. */
export const customerNumberKeyword: CodeKeywordDefinition = {
  keyword: 'customerNumber',
  type: 'string',
  schemaType: 'boolean',
  metaSchema: { const: true },
  code(cxt) {
    const check = checkFunction(cxt, 'customer-number', 'isCustomerNumber', isCustomerNumber);
    cxt.fail(_`!${check}(${cxt.data})`);
  },
};
