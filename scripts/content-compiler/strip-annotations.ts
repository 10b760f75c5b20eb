import { limitKeywords } from '../../src/site/content-limit-keywords.ts';
import {
  readersAnnotations,
  withoutKeywords,
  type SchemaNode,
} from '../../src/schema-forms/walk-schema.ts';

// The soft limits (x-advisory, x-fit) go into a validator of their own (limits-schema.ts).
const annotations: readonly string[] = [...readersAnnotations, ...limitKeywords];

/**
 * A copy of a JSON Schema without its annotations (title, description, $comment, examples, soft
 * limits): they are for people, or for another validator, and would otherwise be shipped inside
 * the compiled shape validators. Property names such as "description" inside `properties` are
 * kept.
 */
export function stripAnnotations(schema: SchemaNode): SchemaNode {
  return withoutKeywords(schema, annotations);
}
