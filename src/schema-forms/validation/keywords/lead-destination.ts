import type { KeywordDefinition } from 'ajv';
import { leadPointerPattern } from '../../form-model/lead-destination.ts';

const pointer = { type: 'string', pattern: leadPointerPattern };

/**
 * `"x-lead"` on every field of a form schema: where its answer goes in the lead (decision 022).
 * - `"/additional-information/PreferredTime"`: a JSON Pointer into the lead's attributes; the
 *   generic step places the answer there as it is.
 * - `{ "to": "/additional-information/PreferredTime", "transform": ["trim"] }`: the same, through
 *   transforms of src/lib/leads/answer-transforms.ts.
 * - `{ "placedBy": "mapper", "to": "/first-name" }` (or `"relationship": "address"`): a typed
 *   mapper writes it, because the spec fixes its form.
 * - `{ "sent": false, "reason": "…" }`: never sent (a routing choice, a search box).
 * An annotation only: ajv checks its shape, the form compiler and the schema check read it.
 */
export const leadDestinationKeyword: KeywordDefinition = {
  keyword: 'x-lead',
  metaSchema: {
    anyOf: [
      pointer,
      {
        type: 'object',
        required: ['to'],
        additionalProperties: false,
        properties: { to: pointer, transform: { type: 'array', minItems: 1 } },
      },
      {
        type: 'object',
        required: ['placedBy'],
        additionalProperties: false,
        properties: {
          placedBy: { const: 'mapper' },
          to: pointer,
          relationship: { type: 'string', minLength: 1 },
        },
      },
      {
        type: 'object',
        required: ['sent', 'reason'],
        additionalProperties: false,
        properties: { sent: { const: false }, reason: { type: 'string', minLength: 1 } },
      },
    ],
  },
};

/** `"x-lead-schema"` at the top of a form schema: the file in schemas/leads/ its answers reach. */
export const leadSchemaKeyword: KeywordDefinition = {
  keyword: 'x-lead-schema',
  metaSchema: { type: 'string', pattern: '^[a-z0-9-]+\\.schema\\.json$' },
};
