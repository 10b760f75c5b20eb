import { _, type CodeKeywordDefinition } from 'ajv';
import { isCustomerNumber } from '../checks/customer-number.ts';
import { checkFunction } from './check-function.ts';

/** `"customerNumber": true` on a string: a customer number of src/site/customer-number-formats.ts. */
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
