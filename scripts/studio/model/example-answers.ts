import {
  resolveExampleData,
  type FormExample,
} from '../../../src/schema-forms/examples/form-examples.ts';
import { createFormAjv } from '../../../src/schema-forms/validation/create-form-ajv.ts';
import { formErrorsFrom } from '../../../src/schema-forms/validation/form-errors.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { sampleAddressesFor } from '../../../src/stub-api/data/sample-addresses.ts';
import type { FormChoice } from '../../../src/schema-forms/form-model/form-choices.ts';
import type { AnswerKind } from './studio-operations.ts';

/**
 * Keeping a form's examples true to its questions (issue 31, item 4): which errors each example
 * finds, checked the way `npm run schemas:check` checks them (the form's validator, its defaults
 * filled in, dates worked out for today), and the answer offered to a valid example that must now
 * answer a question.
 */

/** Finds the errors each example's data finds against a schema: field pointer → rule. */
export function errorsFinder(
  schema: SchemaNode,
  now: Date = new Date(),
): (data: unknown) => Record<string, string> {
  const validate = createFormAjv({ useDefaults: true }).compile(schema);
  return (data) => {
    const copy = structuredClone(resolveExampleData(data ?? {}, now));
    validate(copy);
    return Object.fromEntries(
      formErrorsFrom(validate.errors ?? [], '').map((error) => [error.pointer, error.rule]),
    );
  };
}

/** The postcode whose first stub address is offered to examples (the examples' own postcode). */
const examplePostcode = 'LS1 1AA';

/**
 * An address as the embedded stub's lookup gives it (src/stub-api/data/sample-addresses.ts, the
 * addresses every journey finds by postcode), offered to a valid example that must answer an
 * address question.
 */
export function offeredAddress() {
  const [first] = sampleAddressesFor(examplePostcode);
  if (!first) throw new Error(`The stub has no address at ${examplePostcode}`);
  return first;
}

/** A sample answer of a kind, within the question's length rules. */
export function offeredAnswer(
  kind: AnswerKind,
  options: {
    readonly choices?: readonly FormChoice[];
    readonly maxLength?: number;
    readonly customerNumber?: boolean;
    readonly meterReading?: boolean;
  } = {},
): unknown {
  const sample = (() => {
    switch (kind) {
      case 'radios':
      case 'select':
        return options.choices?.[0]?.value ?? '';
      case 'checkboxes':
        return options.choices?.[0] ? [options.choices[0].value] : [];
      case 'yes-no':
        return true;
      case 'number':
        return 1;
      case 'date':
        return '@today';
      case 'email':
        return 'name@example.com';
      case 'phone':
        return '07911 123456';
      case 'address':
        return offeredAddress();
      case 'textarea':
        return 'An example answer, as a customer might write it.';
      default:
        if (options.customerNumber) return '850012345678';
        if (options.meterReading) return '012345';
        return 'An example answer';
    }
  })();
  return typeof sample === 'string' && options.maxLength !== undefined
    ? sample.slice(0, options.maxLength)
    : sample;
}

/** An answer that breaks a rule the site's own validator adds, for an invalid example. */
export function breakingAnswer(rule: string): unknown {
  switch (rule) {
    case 'customerNumber':
      return '12345';
    case 'meterReading':
      return '12.5';
    case 'phoneNumber':
      return '12345';
    case 'dateWithinPastMonths':
      return '@today+1d';
    default:
      return undefined;
  }
}

export type { FormExample };
