import { createCustomEqual } from './deep-equals.ts';

/**
 * rjsf's `shallowAllOfMerge` (`@rjsf/utils/lib/schema/shallowAllOfMerge.js`, replaced by an alias in
 * vite.config.ts, decision 063): a schema and its `allOf` branches, nested ones included, merged
 * into one, as rjsf asks when a form's conditions open (the meter reading's fuel and Economy 7
 * branches). rjsf builds it from @x0k/json-schema-merge, a whole JSON Schema intersection kit
 * (decision 063 gives its size); this is that merge for the keywords a JSON Schema form uses, with the same
 * answers (merge-all-of.test.ts compares both on every site form and on each keyword):
 *
 * - properties merged by name (a name on both sides merges its two schemas), an
 *   `additionalProperties` of one side applied to the names only the other side has;
 * - `required`, `examples` and the types' lists joined, `enum` the values on both sides, numbers'
 *   and lengths' limits the tighter, patterns both required, `oneOf`/`anyOf` each pair merged;
 * - a condition (`if`/`then`/`else`) on both sides: the right one's moves into `allOf`;
 * - any other keyword (titles, descriptions, our own keywords): the left one's.
 *
 * `patternProperties` on both sides (or beside an `additionalProperties`), tuple `items` and
 * `contains` on both sides are refused by name: rjsf then shows the schema without the branches
 * and says why in the console. No site form uses them. Where the library sorts an `enum`'s
 * values, this keeps the left one's order.
 */

type Schema = Record<string, unknown>;
type SchemaDefinition = Schema | boolean;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const allowsAny = (definition: unknown) =>
  definition === true || (isSchema(definition) && Object.keys(definition).length === 0);

const sameJson = createCustomEqual({ circular: false });

/** The items of both lists, each once (by value), in their order. */
function joined<T>(left: readonly T[], right: readonly T[]): T[] {
  return [...left, ...right].filter(
    (item, index, all) => all.findIndex((other) => sameJson(other, item)) === index,
  );
}

/** Both lists' values, each once: the longer list's first, as the library orders them. */
function union<T>(left: readonly T[], right: readonly T[]): readonly T[] {
  if (left.length === 0) return right;
  if (right.length === 0) return left;
  const [longer, shorter] = left.length < right.length ? [right, left] : [left, right];
  return [...new Set([...longer, ...shorter])];
}

function unsupported(keyword: string): never {
  throw new Error(`Merging two schemas with "${keyword}" is not supported (merge-all-of.ts)`);
}

function intersectTypes(left: unknown, right: unknown): string | undefined {
  if (left === right) return left as string;
  if ((left === 'number' && right === 'integer') || (left === 'integer' && right === 'number')) {
    return 'integer';
  }
  return undefined;
}

function mergeTypes(left: unknown, right: unknown): unknown {
  if (left === right) return left;
  const lefts = Array.isArray(left) ? left : [left];
  const rights = Array.isArray(right) ? right : [right];
  const types = new Set<string>();
  for (const l of lefts) {
    for (const r of rights) {
      const type = intersectTypes(l, r);
      if (type !== undefined) types.add(type);
    }
  }
  if (types.size === 0) {
    throw new Error(`No type is both ${String(left)} and ${String(right)}`);
  }
  return types.size === 1 ? [...types][0] : [...types];
}

const tighter = {
  maximum: Math.min,
  exclusiveMaximum: Math.min,
  maxLength: Math.min,
  maxItems: Math.min,
  maxProperties: Math.min,
  minimum: Math.max,
  exclusiveMinimum: Math.max,
  minLength: Math.max,
  minItems: Math.max,
  minProperties: Math.max,
} as Record<string, (left: number, right: number) => number>;

const either = new Set(['readOnly', 'writeOnly', 'uniqueItems']);

/** The property schema for one name, given what each side says of it. */
function propertyOf(
  own: SchemaDefinition,
  other: SchemaDefinition | undefined,
  otherAdditional: SchemaDefinition | undefined,
): SchemaDefinition | undefined {
  if (own === false || other === false) return false;
  if (other !== undefined) return mergeSchemas(own, other);
  if (otherAdditional === false) return undefined;
  return otherAdditional === undefined ? own : mergeSchemas(own, otherAdditional);
}

function mergeProperties(target: Schema, left: Schema, right: Schema): void {
  if (left.patternProperties !== undefined && right.patternProperties !== undefined) {
    unsupported('patternProperties');
  }
  const lProps = (left.properties ?? {}) as Record<string, SchemaDefinition>;
  const rProps = (right.properties ?? {}) as Record<string, SchemaDefinition>;
  const lAdditional = left.additionalProperties as SchemaDefinition | undefined;
  const rAdditional = right.additionalProperties as SchemaDefinition | undefined;
  const lAny = lAdditional === undefined || allowsAny(lAdditional);
  const rAny = rAdditional === undefined || allowsAny(rAdditional);
  const properties: Record<string, SchemaDefinition> = {};
  for (const key of Object.keys(lProps)) {
    const merged = propertyOf(
      lProps[key] as SchemaDefinition,
      rProps[key],
      rAny ? undefined : rAdditional,
    );
    if (merged !== undefined) properties[key] = merged;
  }
  for (const key of Object.keys(rProps)) {
    if (key in lProps) continue;
    const merged = propertyOf(
      rProps[key] as SchemaDefinition,
      undefined,
      lAny ? undefined : lAdditional,
    );
    if (merged !== undefined) properties[key] = merged;
  }
  if (Object.keys(properties).length > 0) target.properties = properties;
  else delete target.properties;
  if (lAny && rAny) {
    delete target.additionalProperties;
    const patterns = left.patternProperties ?? right.patternProperties;
    if (patterns !== undefined) target.patternProperties = patterns;
  } else {
    if (left.patternProperties !== undefined || right.patternProperties !== undefined) {
      unsupported('patternProperties');
    }
    const additional = mergeSchemas(lAdditional ?? true, rAdditional ?? true);
    if (allowsAny(additional)) delete target.additionalProperties;
    else target.additionalProperties = additional;
  }
}

function mergeItems(target: Schema, left: Schema, right: Schema): void {
  if (left.items === undefined || right.items === undefined) {
    target.items = left.items ?? right.items;
    return;
  }
  if (Array.isArray(left.items) || Array.isArray(right.items)) unsupported('items');
  delete target.additionalItems;
  target.items = mergeSchemas(left.items as SchemaDefinition, right.items as SchemaDefinition);
}

function mergeConditions(target: Schema, right: Schema): void {
  const condition: Schema = {};
  for (const key of ['if', 'then', 'else']) {
    if (right[key] !== undefined) condition[key] = right[key];
  }
  target.allOf = [...((target.allOf as unknown[] | undefined) ?? []), condition];
}

function mergeEachPair(left: SchemaDefinition[], right: SchemaDefinition[]): SchemaDefinition[] {
  const merged: SchemaDefinition[] = [];
  for (const l of left) {
    for (const r of right) {
      try {
        merged.push(mergeSchemas(l, r));
      } catch {
        // A pair with nothing in common is no option.
      }
    }
  }
  if (merged.length === 0) throw new Error('No option of one side fits an option of the other');
  return joined(merged, []);
}

const merges: Record<string, (left: never, right: never) => unknown> = {
  type: mergeTypes,
  required: union,
  examples: union,
  enum: (left: unknown[], right: unknown[]) => {
    const both = joined(
      left.filter((value) => right.some((other) => sameJson(value, other))),
      [],
    );
    if (both.length === 0) throw new Error('No value is in both enums');
    return both;
  },
  pattern: (left: string, right: string) =>
    left === right ? left : `(?=.*(?:${left}))(?=.*(?:${right}))`,
  oneOf: mergeEachPair,
  anyOf: mergeEachPair,
  allOf: (left: unknown[], right: unknown[]) => joined(left, right),
  not: (left: unknown, right: unknown) => {
    const both = joined([left], [right]);
    return both.length === 1 ? both[0] : { anyOf: both };
  },
  propertyNames: mergeSchemas,
  $defs: mergeRecords,
  definitions: mergeRecords,
  dependencies: (left: Record<string, unknown>, right: Record<string, unknown>) => {
    const merged = { ...left };
    for (const [key, r] of Object.entries(right)) {
      const l = merged[key];
      merged[key] =
        l === undefined
          ? r
          : Array.isArray(l) && Array.isArray(r)
            ? union(l, r)
            : Array.isArray(l)
              ? mergeSchemas(r as SchemaDefinition, { required: l })
              : Array.isArray(r)
                ? mergeSchemas(l as SchemaDefinition, { required: r })
                : mergeSchemas(l as SchemaDefinition, r as SchemaDefinition);
    }
    return merged;
  },
};

function mergeRecords(
  left: Record<string, SchemaDefinition>,
  right: Record<string, SchemaDefinition>,
): Record<string, SchemaDefinition> {
  const merged = { ...left };
  for (const [key, value] of Object.entries(right)) {
    const own = merged[key];
    merged[key] = own === undefined ? value : mergeSchemas(own, value);
  }
  return merged;
}

const propertyKeywords = ['properties', 'patternProperties', 'additionalProperties'];
const itemKeywords = ['items', 'additionalItems'];
const conditionKeywords = ['if', 'then', 'else'];

const hasAny = (schema: Schema, keywords: readonly string[]) =>
  keywords.some((keyword) => schema[keyword] !== undefined);

/** Two schemas as one: what satisfies both. */
export function mergeSchemas(left: SchemaDefinition, right: SchemaDefinition): SchemaDefinition {
  if (left === false || right === false) return false;
  if (allowsAny(left)) return allowsAny(right) ? true : right;
  if (allowsAny(right) || !isSchema(left) || !isSchema(right)) return left;
  const target: Schema = { ...left };
  let properties = false;
  let items = false;
  let condition = false;
  for (const [keyword, value] of Object.entries(right)) {
    if (value === undefined) continue;
    if (propertyKeywords.includes(keyword) && hasAny(left, propertyKeywords)) properties = true;
    else if (itemKeywords.includes(keyword) && hasAny(left, itemKeywords)) items = true;
    else if (conditionKeywords.includes(keyword) && hasAny(left, conditionKeywords)) {
      condition = true;
    } else if (keyword === 'contains' && left.contains !== undefined) unsupported('contains');
    else if (left[keyword] === undefined) target[keyword] = value;
    else if (keyword in tighter) {
      target[keyword] = tighter[keyword]?.(left[keyword] as number, value as number);
    } else if (either.has(keyword)) target[keyword] = Boolean(left[keyword]) || Boolean(value);
    else if (keyword in merges) {
      target[keyword] = (merges[keyword] as (l: unknown, r: unknown) => unknown)(
        left[keyword],
        value,
      );
    }
    // Any other keyword keeps the left one's value.
  }
  if (properties) mergeProperties(target, left, right);
  if (items) mergeItems(target, left, right);
  if (condition) mergeConditions(target, right);
  return target;
}

/** The schema and its `allOf` branches, depth first, each without its `allOf`. */
function allOfSchemas(schema: SchemaDefinition): SchemaDefinition[] {
  if (!isSchema(schema) || schema.allOf === undefined) return [schema];
  const { allOf, ...rest } = schema;
  return [rest, ...(allOf as SchemaDefinition[]).flatMap(allOfSchemas)];
}

/** rjsf's `shallowAllOfMerge`: the schema with its `allOf` merged into it. */
export default function shallowAllOfMerge(schema: SchemaDefinition): SchemaDefinition {
  const [first, ...others] = allOfSchemas(schema);
  let merged = first as SchemaDefinition;
  for (const other of others) {
    const next = mergeSchemas(merged, other);
    if (next === false) return false;
    if (!allowsAny(next)) merged = next;
  }
  return merged;
}
