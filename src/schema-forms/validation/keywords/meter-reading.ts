import { _, type CodeKeywordDefinition } from 'ajv';
import { isMeterReading } from '../checks/meter-reading.ts';
import { checkFunction } from './check-function.ts';

/** `"meterReading": true` on a string: 1 to 6 digits, leading zeros kept. */
export const meterReadingKeyword: CodeKeywordDefinition = {
  keyword: 'meterReading',
  type: 'string',
  schemaType: 'boolean',
  metaSchema: { const: true },
  code(cxt) {
    const check = checkFunction(cxt, 'meter-reading', 'isMeterReading', isMeterReading);
    cxt.fail(_`!${check}(${cxt.data})`);
  },
};
