import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { choiceListOf } from '../../src/schema-forms/form-model/form-choices.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/**
 * The keywords that say what shape a value has. Everything else (titles, descriptions, our own
 * checks such as `phoneNumber`, `x-errorMessages`, `x-lead`, lengths, patterns) is copy or a rule
 * on the value, not its shape, so the type generator never sees it (decision 023).
 */
const shapeKeywords = new Set(['type', 'enum', 'const', 'items', 'oneOf', 'anyOf']);

/** One value's schema reduced to its shape; a list of choices becomes the union of its values. */
function shapeOf(schema: SchemaNode): SchemaNode {
  if (schema.type === 'object' || isJsonObject(schema.properties)) return flattenFormSchema(schema);
  const choices = choiceListOf(schema);
  if (choices && choices.keyword !== 'enum') return { enum: choices.values };
  const shape: SchemaNode = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (!shapeKeywords.has(keyword)) continue;
    if (keyword === 'items') {
      shape.items = Array.isArray(value)
        ? value.map((item) => (isJsonObject(item) ? shapeOf(item) : item))
        : isJsonObject(value)
          ? shapeOf(value)
          : value;
    } else if (keyword === 'oneOf' || keyword === 'anyOf') {
      if (Array.isArray(value))
        shape[keyword] = value.map((item) => (isJsonObject(item) ? shapeOf(item) : item));
    } else {
      shape[keyword] = value;
    }
  }
  return shape;
}

/**
 * A form schema as one flat object schema for the type generator: every field of every
 * allOf / if-then-else branch becomes a property (the same walk as the form and the check), a
 * field is required only when the schema's own top-level `required` lists it (a customer on
 * another branch never sends a branch's fields), and no unlisted property is allowed. Nested
 * objects (an address) are flattened the same way.
 */
export function flattenFormSchema(schema: SchemaNode): SchemaNode {
  const ownRequired = new Set(
    (Array.isArray(schema.required) ? schema.required : []).map((name) => String(name)),
  );
  // fieldsOf lists nested objects' fields too ('address.id'); those are typed inside their object.
  const fields = fieldsOf(schema).filter((field) => !field.path.includes('.'));
  const properties = Object.fromEntries(fields.map((field) => [field.path, shapeOf(field.schema)]));
  const required = fields.map((field) => field.path).filter((name) => ownRequired.has(name));
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
