import { isJsonObject } from '../../lib/json/json-object.ts';
import type { SchemaNode } from '../walk-schema.ts';
import { answerKinds, type AnswerKind, type AnswerShape } from './answer-kinds.ts';

/**
 * The kind of answer a question takes, read from its schema and its UI schema entry by the
 * table's own facts (answer-kinds.ts); undefined when no kind fits (a list of typed answers, a
 * nested object).
 */

const hasChoices = (schema: SchemaNode) =>
  Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);

/** A list whose items are choices: several of them may be chosen (checkboxes). */
const hasChoiceItems = (schema: SchemaNode) =>
  schema.type === 'array' && isJsonObject(schema.items) && hasChoices(schema.items);

/** The shape of a question's schema alone, as far as choosing an input goes. */
export function answerShapeOf(schema: SchemaNode): AnswerShape {
  if (hasChoices(schema)) return 'choice';
  if (hasChoiceItems(schema)) return 'choices';
  if (schema.type === 'boolean') return 'yes-no';
  if (schema.type === 'string') return schema.format === 'date' ? 'date' : 'text';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  return 'other';
}

/** The kind of answer a question takes, from its schema and its UI settings. */
export function answerKindOf(schema: SchemaNode, ui: SchemaNode): AnswerKind | undefined {
  const widget = ui['ui:widget'];
  if (ui['ui:field'] === answerKinds.address.field) return 'address';
  switch (answerShapeOf(schema)) {
    case 'choice':
      return widget === answerKinds.select.widget ? 'select' : 'radios';
    case 'choices':
      return 'checkboxes';
    case 'yes-no':
      return 'yes-no';
    case 'number':
      return 'number';
    case 'date':
      return 'date';
    case 'other':
      return undefined;
    case 'text':
      if (schema.format === answerKinds.email.format || widget === answerKinds.email.widget) {
        return 'email';
      }
      if (widget === answerKinds.phone.widget || 'phoneNumber' in schema) return 'phone';
      return widget === answerKinds.textarea.widget ? 'textarea' : 'text';
  }
}
