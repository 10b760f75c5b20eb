import { _, type CodeKeywordDefinition } from 'ajv';
import { isSameAsSibling } from '../checks/same-as.ts';
import { checkFunction } from './check-function.ts';

/**
 * `"sameAs": "password"` on a property: its value must equal that sibling's. Put on the
 * confirmation, so the error (and its message) belong to the field the customer fixes.
 */
export const sameAsKeyword: CodeKeywordDefinition = {
  keyword: 'sameAs',
  schemaType: 'string',
  metaSchema: { type: 'string', minLength: 1 },
  code(cxt) {
    const check = checkFunction(cxt, 'same-as', 'isSameAsSibling', isSameAsSibling);
    cxt.fail(_`!${check}(${cxt.data}, ${cxt.it.parentData}, ${cxt.schema as string})`);
  },
};
