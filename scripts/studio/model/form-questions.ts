import type { JSONPath } from 'jsonc-parser';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { pathOfPointer } from './json-text.ts';
import type { AnswerKind, StudioRule, StudioRuleName } from './studio-operations.ts';

/**
 * A form's questions as the studio sees them: the properties of its schema, wherever a branch
 * declares them (the conditional questions too), with the kind of answer each takes.
 */

/** A question of a form, found in its parsed schema. */
export interface QuestionPlace {
  readonly name: string;
  readonly schema: SchemaNode;
  /** Where its schema is in the schema file. */
  readonly path: JSONPath;
  /** The schema object whose `properties` declares it (and whose `required` lists it). */
  readonly parentPath: JSONPath;
  readonly required: boolean;
  /** Whether it is asked only for some answers (declared in a then or else branch). */
  readonly conditional: boolean;
}

/** The top-level questions of a schema, in the order the schema declares them. */
export function questionsOf(schema: SchemaNode): QuestionPlace[] {
  return fieldsOf(schema)
    .filter((field) => !field.path.includes('.'))
    .map((field) => {
      const path = pathOfPointer(schema, pointerSegments(field.pointer));
      return {
        name: field.path,
        schema: field.schema,
        path,
        parentPath: path.slice(0, -2),
        required: field.required,
        conditional: path.includes('then') || path.includes('else'),
      };
    });
}

/** The UI schema's settings of a question. */
export const uiOf = (ui: SchemaNode, name: string): SchemaNode =>
  isSchemaNode(ui[name]) ? ui[name] : {};

/** The kind of answer a question takes, from its schema and its input; undefined when none fits. */
export function answerKindOf(schema: SchemaNode, uiEntry: SchemaNode): AnswerKind | undefined {
  const widget = uiEntry['ui:widget'];
  if (uiEntry['ui:field'] === 'address') return 'address';
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.enum)) {
    return widget === 'select' ? 'select' : 'radios';
  }
  if (schema.type === 'boolean') return 'yes-no';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type !== 'string') return undefined;
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email' || widget === 'email') return 'email';
  if (widget === 'tel' || 'phoneNumber' in schema) return 'phone';
  if (widget === 'textarea') return 'textarea';
  return 'text';
}

/** The rules the studio edits, in the order it lists them. */
export const studioRuleNames: readonly StudioRuleName[] = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'customerNumber',
  'meterReading',
  'dateWithinPastMonths',
  'phoneNumber',
];

/** The kinds of answer each rule suits. */
export const ruleKinds: Readonly<Record<StudioRuleName, readonly AnswerKind[]>> = {
  minLength: ['text', 'textarea', 'email', 'phone'],
  maxLength: ['text', 'textarea', 'email', 'phone'],
  minimum: ['number'],
  maximum: ['number'],
  pattern: ['text', 'textarea', 'email', 'phone'],
  customerNumber: ['text'],
  meterReading: ['text'],
  dateWithinPastMonths: ['date'],
  phoneNumber: ['phone', 'text'],
};

/** Rules only this site's validator knows: an invalid example must show each one working. */
export const customRuleNames: readonly StudioRuleName[] = [
  'customerNumber',
  'meterReading',
  'dateWithinPastMonths',
  'phoneNumber',
];

/** A question's studio rules with their values, as written in its schema. */
export function rulesOf(schema: SchemaNode): StudioRule[] {
  return studioRuleNames.flatMap((rule): StudioRule[] => {
    const value = schema[rule];
    if (value === undefined) return [];
    if (rule === 'customerNumber' || rule === 'meterReading') return [{ rule }];
    if (rule === 'pattern') return typeof value === 'string' ? [{ rule, value }] : [];
    if (rule === 'phoneNumber')
      return [{ rule, value: Array.isArray(value) ? value.map(String) : [] }];
    return typeof value === 'number' ? [{ rule, value }] : [];
  });
}

/** The value a rule is written with in a schema. */
export function ruleValue(rule: StudioRule): unknown {
  if (rule.rule === 'customerNumber' || rule.rule === 'meterReading') return true;
  return rule.value;
}

/** The error messages of a question, by rule. */
export function messagesOf(schema: SchemaNode): Record<string, string> {
  const messages = schema['x-errorMessages'];
  return isSchemaNode(messages)
    ? Object.fromEntries(
        Object.entries(messages).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      )
    : {};
}

/** Whether a name can name a question: letters, digits and underscores, a letter first. */
export const questionNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,59}$/;
export const isQuestionName = (name: string): boolean => questionNamePattern.test(name);
