import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { limitKeywords } from '../../src/site/content-limit-keywords.ts';

type Schema = Record<string, unknown>;

const kept = ['$schema', '$id', '$ref', ...limitKeywords];
const schemaMaps = ['properties', 'patternProperties', 'definitions'];
const oneSchema = ['items', 'additionalItems', 'additionalProperties'];
// A soft limit under these would hang on a condition the limits check cannot see.
const unsupported = ['if', 'then', 'else', 'not', 'contains', 'propertyNames', 'dependencies'];

const holdsLimits = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(holdsLimits)
    : isJsonObject(value) &&
      Object.entries(value).some(
        ([key, sub]) => (limitKeywords as readonly string[]).includes(key) || holdsLimits(sub),
      );

const isEmpty = (schema: Schema) => Object.keys(schema).length === 0;

function limitsOfMap(map: Schema, keepEmpty: boolean): Schema {
  const entries = Object.entries(map).flatMap(([name, sub]) => {
    if (!isJsonObject(sub)) return [];
    const limits = limitsSchemaOf(sub);
    return keepEmpty || !isEmpty(limits) ? [[name, limits] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * The limits schema of a content schema: only its soft limits (x-advisory, x-fit) and the
 * keywords that lead to them (properties, items, $ref, allOf, …). It is checked only after the
 * payload has passed its shape, so every error it gives is a soft limit broken. Alternatives
 * (anyOf, oneOf) become allOf: in our schemas they are told apart by type, and a limit applies
 * only to values of its type. Definitions stay, even empty, so every $ref still resolves.
 */
export function limitsSchemaOf(schema: Schema): Schema {
  const limits: Schema = {};
  const allOf: Schema[] = [];
  const [advisory, fit] = limitKeywords.map((keyword) => schema[keyword]);
  if (
    isJsonObject(advisory) &&
    isJsonObject(fit) &&
    Object.keys(advisory).some((rule) => rule in fit)
  ) {
    throw new Error('A rule is both x-advisory and x-fit: say which it is');
  }
  for (const [keyword, value] of Object.entries(schema)) {
    if (kept.includes(keyword)) {
      limits[keyword] = value;
    } else if (schemaMaps.includes(keyword) && isJsonObject(value)) {
      const map = limitsOfMap(value, keyword === 'definitions');
      if (!isEmpty(map)) limits[keyword] = map;
    } else if (oneSchema.includes(keyword) && isJsonObject(value)) {
      const sub = limitsSchemaOf(value);
      if (!isEmpty(sub)) limits[keyword] = sub;
    } else if (keyword === 'items' && Array.isArray(value) && holdsLimits(value)) {
      limits.items = value.map((sub: unknown) => (isJsonObject(sub) ? limitsSchemaOf(sub) : {}));
    } else if (['allOf', 'anyOf', 'oneOf'].includes(keyword) && Array.isArray(value)) {
      allOf.push(
        ...value
          .filter(isJsonObject)
          .map(limitsSchemaOf)
          .filter((sub) => !isEmpty(sub)),
      );
    } else if (unsupported.includes(keyword) && holdsLimits(value)) {
      throw new Error(`A soft limit under "${keyword}" cannot be checked: move it out`);
    }
  }
  if (allOf.length > 0) limits.allOf = allOf;
  return limits;
}
