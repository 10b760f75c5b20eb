import type { ErrorObject } from 'ajv';
import { fillMessage } from '../../site/fill-message.ts';
import { fieldCopyValues } from '../recent-date.ts';

/** One problem with one field, in the customer's words. */
export interface FormError {
  /** JSON pointer of the field, e.g. '/first_name' or '/address/id'. */
  readonly pointer: string;
  /** The rule that failed: the ajv keyword (required, maxLength, customerNumber...). */
  readonly rule: string;
  readonly message: string;
}

type SchemaObject = Record<string, unknown>;

function messagesOf(schema: unknown): Record<string, string> | undefined {
  const messages = (schema as SchemaObject | undefined)?.['x-errorMessages'];
  return messages && typeof messages === 'object'
    ? (messages as Record<string, string>)
    : undefined;
}

/** The field an error belongs to: a missing property is its own field. */
export function pointerOf(error: ErrorObject): string {
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  return error.keyword === 'required' && typeof missing === 'string'
    ? `${error.instancePath}/${missing}`
    : error.instancePath;
}

/**
 * The schema's own message for an error (x-errorMessages of the field, keyed by the rule), with
 * {over}, {limit}, {count} and a date field's {recentDate} filled in; undefined when the schema
 * has none. Needs ajv's `verbose` errors (parentSchema), which both the build and createFormAjv
 * turn on.
 */
export function messageFor(error: ErrorObject): string | undefined {
  const parent = error.parentSchema as SchemaObject | undefined;
  let template: string | undefined;
  let field: SchemaObject | undefined = parent;
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    const properties = parent?.properties as Record<string, SchemaObject> | undefined;
    field = properties?.[missing];
    template = messagesOf(field)?.required ?? messagesOf(parent)?.required;
  } else {
    template = messagesOf(parent)?.[error.keyword];
  }
  if (template === undefined) return undefined;
  const limit = (error.params as { limit?: number }).limit ?? 0;
  const count = typeof error.data === 'string' ? Array.from(error.data).length : 0;
  return fillMessage(template, {
    limit,
    count,
    over: Math.max(count - limit, 0),
    ...fieldCopyValues(field),
  });
}

// Errors that only repeat others: an if/then's summary, and each branch of a oneOf or anyOf
// (the oneOf error itself carries the field's message).
function isEcho(error: ErrorObject): boolean {
  return error.keyword === 'if' || /\/(oneOf|anyOf)\/\d+\//.test(error.schemaPath);
}

/**
 * The customer's errors from ajv's: echoes dropped, one per field (the first, as the GOV.UK
 * pattern shows one message per field), each with the schema's message or the fallback.
 */
export function formErrorsFrom(
  errors: readonly ErrorObject[],
  fallbackMessage: string,
): FormError[] {
  const byPointer = new Map<string, FormError>();
  for (const error of errors) {
    if (isEcho(error)) continue;
    const pointer = pointerOf(error);
    if (byPointer.has(pointer)) continue;
    byPointer.set(pointer, {
      pointer,
      rule: error.keyword,
      message: messageFor(error) ?? fallbackMessage,
    });
  }
  return [...byPointer.values()];
}
