import type { ErrorObject } from 'ajv';
import { pointerPart, pointerSegments, valueAtSegments } from '../../src/lib/json/json-pointer.ts';

/** One lead field a lead schema refused, and why, in plain words for an editor. */
export interface LeadRefusal {
  /** JSON pointer of the field in the lead's attributes ('/additional-information/Telephone'), or in the whole lead for anything outside them. */
  readonly pointer: string;
  /** The rule that failed, as the lead schema names it. */
  readonly keyword: string;
  /** Why, as the end of a sentence about the field: 'must be 20 characters or fewer...'. */
  readonly reason: string;
}

const attributes = '/data/attributes';
// Keywords that only say a branch or a choice failed: the errors inside them say what.
const wrappers = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);
// When several rules fail at one field, the one that says most comes first ('type' last: it is
// also what the null choice of an optional field says).
const precedence = [
  'required',
  'additionalProperties',
  'false schema',
  'const',
  'enum',
  'format',
  'pattern',
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'type',
];

const formatWords: Readonly<Record<string, string>> = {
  email: 'an email address',
  date: 'a date written as YYYY-MM-DD',
  'date-time': 'a date and time',
  uri: 'a web address',
};
const typeWords: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of answers',
  null: 'empty (null)',
};

const shown = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}..."` : text;
};

function reasonOf(error: ErrorObject, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is missing, and the lead needs it';
    case 'additionalProperties':
      return 'is not a place the lead has';
    case 'false schema':
      return 'must not be in the lead with these answers';
    case 'const':
      return `must be ${shown(params.allowedValue)}, not ${shown(value)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(shown).join(', ')}, not ${shown(value)}`;
    case 'format':
      return `must be ${formatWords[String(params.format)] ?? `in the format "${String(params.format)}"`}, and ${shown(value)} is not`;
    case 'pattern':
      return `is ${shown(value)}, which is not in the form the lead takes (the pattern ${String(params.pattern)})`;
    case 'maxLength':
      return `must be ${String(params.limit)} characters or fewer, and it is ${String(value).length}`;
    case 'minLength':
      return Number(params.limit) === 1
        ? 'must not be empty'
        : `must be at least ${String(params.limit)} characters, and it is ${String(value).length}`;
    case 'maximum':
    case 'minimum':
      return `must be ${error.keyword === 'maximum' ? 'at most' : 'at least'} ${String(params.limit)}, not ${shown(value)}`;
    case 'type':
      return `must be ${[params.type]
        .flat()
        .map((type) => typeWords[String(type)] ?? String(type))
        .join(' or ')}, not ${shown(value)}`;
    default:
      return `breaks the lead's rule "${error.keyword}"`;
  }
}

/** The field an error is about: for a missing or unknown name, the name under the object. */
function fieldPointerOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const name =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  return typeof name === 'string'
    ? `${error.instancePath}/${pointerPart(name)}`
    : error.instancePath;
}

/**
 * What a lead schema's errors say about a lead document, one refusal per lead field, in words
 * an editor can act on instead of ajv's own.
 */
export function leadRefusals(document: unknown, errors: readonly ErrorObject[]): LeadRefusal[] {
  const byField = new Map<string, ErrorObject>();
  const rank = (keyword: string) => {
    const index = precedence.indexOf(keyword);
    return index === -1 ? precedence.length : index;
  };
  for (const error of errors) {
    if (wrappers.has(error.keyword)) continue;
    const field = fieldPointerOf(error);
    const earlier = byField.get(field);
    if (!earlier || rank(error.keyword) < rank(earlier.keyword)) byField.set(field, error);
  }
  return [...byField].map(([field, error]) => ({
    pointer: field.startsWith(`${attributes}/`) ? field.slice(attributes.length) : field,
    keyword: error.keyword,
    reason: reasonOf(error, valueAtSegments(document, pointerSegments(error.instancePath))),
  }));
}
