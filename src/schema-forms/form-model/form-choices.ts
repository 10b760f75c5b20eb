import { isJsonObject } from '../../lib/json/json-object.ts';
import type { SchemaNode } from '../walk-schema.ts';

/**
 * A question's choices as its schema types them, read one way for the studio and the schema
 * check: a yes/no answer is true or false, a choice is its `const` as written. A condition names
 * an answer by that typed value, so reading "true" for true would write a condition no answer
 * meets (issue 38).
 */

/** A value an answer can be sent as: what a choice's `const` or a yes/no answer holds. */
export type AnswerValue = string | number | boolean;

/** One choice of a question: what is sent, the words the customer reads, the hint under them. */
export interface FormChoice {
  readonly value: AnswerValue;
  readonly label: string;
  readonly hint?: string;
}

export const isAnswerValue = (value: unknown): value is AnswerValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A question's choices, from its `oneOf` (or `anyOf`) of `const`s or its `enum`, in order; for a
 * list of which several may be chosen (checkboxes), its items' choices. An `enum`'s words are its
 * UI schema's `ui:enumNames` where given (rjsf shows those), else the values.
 */
export function choicesOf(schema: SchemaNode, ui: SchemaNode = {}): FormChoice[] {
  if (schema.type === 'array' && isJsonObject(schema.items)) return choicesOf(schema.items, ui);
  if (Array.isArray(schema.enum)) {
    const names = Array.isArray(ui['ui:enumNames']) ? ui['ui:enumNames'] : [];
    return schema.enum.flatMap((value, index) => {
      if (!isAnswerValue(value)) return [];
      const name: unknown = names[index];
      return [{ value, label: typeof name === 'string' ? name : String(value) }];
    });
  }
  const options = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : [];
  return options.flatMap((option) =>
    isJsonObject(option) && isAnswerValue(option.const)
      ? [
          {
            value: option.const,
            label: typeof option.title === 'string' ? option.title : String(option.const),
            ...(typeof option.description === 'string' ? { hint: option.description } : {}),
          },
        ]
      : [],
  );
}

/** Where a question's list of choices is written, and every value in it as written. */
export interface ChoiceList {
  readonly keyword: 'enum' | 'oneOf' | 'anyOf';
  readonly values: readonly unknown[];
}

const constsOf = (options: unknown): unknown[] | undefined =>
  Array.isArray(options) &&
  options.length > 0 &&
  options.every((option) => isJsonObject(option) && 'const' in option)
    ? options.map((option) => (option as SchemaNode).const)
    : undefined;

/**
 * A question's list of choices as written, for the readers that take any JSON value (the check
 * of repeated choices, the form's types): its `enum`, or a `oneOf` (else `anyOf`) whose every
 * option is a `const`. Undefined when the question is not a list of choices.
 */
export function choiceListOf(schema: SchemaNode): ChoiceList | undefined {
  if (Array.isArray(schema.enum)) return { keyword: 'enum', values: schema.enum };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const values = constsOf(schema[keyword]);
    if (values) return { keyword, values };
  }
  return undefined;
}

/**
 * Every answer a question offers, when it offers a fixed list: its choices' values, or true and
 * false for a yes/no question without choices. Undefined when the answer is typed (text, a
 * number, a date), so any value of its type may be given.
 */
export function offeredAnswersOf(schema: SchemaNode): readonly AnswerValue[] | undefined {
  const choices = choicesOf(schema);
  if (choices.length > 0) return choices.map((choice) => choice.value);
  if (schema.type === 'boolean') return [true, false];
  return undefined;
}

/** The JSON type of an answer value, as a schema's `type` names it. */
export const typeOfValue = (value: AnswerValue): string =>
  typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;

/** Whether a value is of a schema `type` (an integer is a number too). */
export const valueFitsType = (value: AnswerValue, type: unknown): boolean => {
  const types = Array.isArray(type) ? type : [type];
  const own = typeOfValue(value);
  return (
    type === undefined || types.includes(own) || (own === 'integer' && types.includes('number'))
  );
};
