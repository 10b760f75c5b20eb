import { limitKeywords } from './content-limit-keywords';

type Schema = Record<string, unknown>;

// Keywords holding one schema, a list of schemas, or a map of names to schemas (draft-07).
const oneSchema = [
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'if',
  'then',
  'else',
  'not',
  'propertyNames',
];
const schemaLists = ['allOf', 'anyOf', 'oneOf', 'items'];
const schemaMaps = ['properties', 'patternProperties', 'definitions', 'dependencies'];
// The soft limits (x-advisory, x-fit) go into a validator of their own (limits-schema.ts).
const annotations = ['title', 'description', '$comment', 'examples', ...limitKeywords];

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A copy of a JSON Schema without its annotations (title, description, $comment, examples, soft
 * limits): they are for people, or for another validator, and would otherwise be shipped inside
 * the compiled shape validators. Property
 * names such as "description" inside `properties` are kept.
 */
export function stripAnnotations(schema: Schema): Schema {
  const copy: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (annotations.includes(keyword)) continue;
    if (schemaMaps.includes(keyword) && isSchema(value)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [
          name,
          isSchema(sub) ? stripAnnotations(sub) : sub,
        ]),
      );
    } else if (schemaLists.includes(keyword) && Array.isArray(value)) {
      copy[keyword] = value.map((sub: unknown) => (isSchema(sub) ? stripAnnotations(sub) : sub));
    } else if (oneSchema.includes(keyword) && isSchema(value)) {
      copy[keyword] = stripAnnotations(value);
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}
