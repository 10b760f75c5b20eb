import { schemaHash } from '../lib/storage/schema-hash.ts';
import { readersAnnotations, withoutKeywords, type SchemaNode } from './walk-schema.ts';

/**
 * Keywords that change no answer a draft holds: what people read (labels, hints, error
 * messages, comments, examples) and where an answer goes in the lead. Everything else counts,
 * so a keyword added to the vocabulary later drops drafts until it is listed here: a draft kept
 * by mistake could be half-applied, one dropped by mistake is only typed again.
 */
const notShapingAnswers: readonly string[] = [
  ...readersAnnotations,
  'x-errorMessages',
  'x-lead',
  'x-lead-schema',
];

/**
 * The hash a form's drafts are saved under (decision 010): of what shapes its answers only
 * (field names, types, choices, required, rules, nesting, conditions), so rewording the form
 * keeps customers' drafts and a change to what an answer may be drops them.
 */
export function answerShapeHash(schema: SchemaNode): string {
  return schemaHash(withoutKeywords(schema, notShapingAnswers));
}
