import type { KeywordDefinition } from 'ajv';

/**
 * `"x-errorMessages": { "<rule>": "<what the customer reads>" }`: the copy for each rule of a
 * field, keyed by the keyword that fails (required, maxLength, customerNumber...). An annotation
 * only: ajv checks its shape, the form's error transformer reads it. `{over}`, `{limit}` and
 * `{count}` in a message are filled in from the value and the rule.
 */
export const errorMessagesKeyword: KeywordDefinition = {
  keyword: 'x-errorMessages',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    additionalProperties: { type: 'string', minLength: 1 },
  },
};
