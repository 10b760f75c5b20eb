import { isJsonObject } from '../lib/json/json-object.ts';
import { pointerPart } from '../lib/json/json-pointer.ts';

/**
 * Walking a form schema, for the browser (which fields a form asks, wherever a branch declares
 * them) and for the build-time schema check alike.
 */
/** A JSON Schema object, as read from a file. */
export type SchemaNode = Record<string, unknown>;

const oneSchema = [
  'additionalItems',
  'additionalProperties',
  'contains',
  'if',
  'then',
  'else',
  'not',
  'propertyNames',
];
const schemaLists = ['allOf', 'anyOf', 'oneOf'];
const schemaMaps = ['properties', 'patternProperties', 'definitions', 'dependencies'];

/** Calls `visit` for every schema object inside `schema` (itself included), with its pointer. */
export function walkSchema(
  schema: unknown,
  visit: (node: SchemaNode, pointer: string) => void,
  pointer = '',
): void {
  if (!isJsonObject(schema)) return;
  visit(schema, pointer);
  for (const [keyword, value] of Object.entries(schema)) {
    const at = `${pointer}/${pointerPart(keyword)}`;
    if (oneSchema.includes(keyword)) walkSchema(value, visit, at);
    else if (keyword === 'items' && Array.isArray(value)) {
      value.forEach((item, index) => walkSchema(item, visit, `${at}/${index}`));
    } else if (keyword === 'items') walkSchema(value, visit, at);
    else if (schemaLists.includes(keyword) && Array.isArray(value)) {
      value.forEach((item, index) => walkSchema(item, visit, `${at}/${index}`));
    } else if (schemaMaps.includes(keyword) && isJsonObject(value)) {
      for (const [name, sub] of Object.entries(value)) {
        walkSchema(sub, visit, `${at}/${pointerPart(name)}`);
      }
    }
  }
}

/**
 * A copy of `schema` with every schema inside it (itself included, innermost first) passed
 * through `rewrite`; values that are not schemas (a property's name, an enum) are kept as they are.
 */
export function mapSchema(
  schema: SchemaNode,
  rewrite: (node: SchemaNode) => SchemaNode,
): SchemaNode {
  const map = (value: unknown) => (isJsonObject(value) ? mapSchema(value, rewrite) : value);
  const copy: SchemaNode = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (oneSchema.includes(keyword) || keyword === 'items' || schemaLists.includes(keyword)) {
      copy[keyword] = Array.isArray(value) ? value.map(map) : map(value);
    } else if (schemaMaps.includes(keyword) && isJsonObject(value)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, map(sub)]),
      );
    } else {
      copy[keyword] = value;
    }
  }
  return rewrite(copy);
}

/** JSON Schema's annotations for people: they describe a value and never decide one. */
export const readersAnnotations: readonly string[] = [
  'title',
  'description',
  '$comment',
  'examples',
];

/**
 * A copy of `schema` with `keywords` left out of every schema inside it; a property named like
 * one ("title", "description") is kept, since only keywords of schema objects are left out.
 */
export function withoutKeywords(schema: SchemaNode, keywords: readonly string[]): SchemaNode {
  return mapSchema(schema, (node) =>
    Object.fromEntries(Object.entries(node).filter(([keyword]) => !keywords.includes(keyword))),
  );
}

/** A question of a form: a property, wherever a branch of the schema declares it. */
export interface FormField {
  /** Dotted path of the field in the data: 'gas_reading', 'address.id'. */
  readonly path: string;
  readonly schema: SchemaNode;
  /** Pointer of the property's schema in the file. */
  readonly pointer: string;
  /** Whether some branch lists it as required. */
  readonly required: boolean;
}

/**
 * The fields of an object schema: its properties and those of its allOf / if-then-else branches
 * (the conditional questions), then the fields of nested objects.
 */
export function fieldsOf(schema: SchemaNode, pointer = '', prefix = ''): FormField[] {
  const found = new Map<string, { schema: SchemaNode; pointer: string }>();
  const required = new Set<string>();
  const collect = (node: SchemaNode, at: string) => {
    for (const name of Array.isArray(node.required) ? node.required : [])
      required.add(String(name));
    if (isJsonObject(node.properties)) {
      for (const [name, sub] of Object.entries(node.properties)) {
        if (isJsonObject(sub) && !found.has(name)) {
          found.set(name, { schema: sub, pointer: `${at}/properties/${pointerPart(name)}` });
        }
      }
    }
    for (const branch of ['then', 'else'] as const) {
      if (isJsonObject(node[branch])) collect(node[branch], `${at}/${branch}`);
    }
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((sub, index) => isJsonObject(sub) && collect(sub, `${at}/allOf/${index}`));
    }
  };
  collect(schema, pointer);
  return [...found].flatMap(([name, field]) => {
    const path = prefix === '' ? name : `${prefix}.${name}`;
    const own: FormField = { path, ...field, required: required.has(name) };
    return field.schema.type === 'object'
      ? [own, ...fieldsOf(field.schema, field.pointer, path)]
      : [own];
  });
}
