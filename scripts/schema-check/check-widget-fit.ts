import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { Problem } from './problems.ts';

/** What kind of answer a field takes, as far as choosing an input goes. */
type AnswerKind = 'choice' | 'yes-no' | 'date' | 'text' | 'number' | 'other';

function answerKind(field: SchemaNode): AnswerKind {
  const options = field.oneOf ?? field.anyOf;
  if (Array.isArray(field.enum) || Array.isArray(options)) return 'choice';
  if (field.type === 'boolean') return 'yes-no';
  if (field.type === 'string' && field.format === 'date') return 'date';
  if (field.type === 'string') return 'text';
  if (field.type === 'number' || field.type === 'integer') return 'number';
  return 'other';
}

const kindWords: Record<AnswerKind, string> = {
  choice: 'a list of choices',
  'yes-no': 'a yes or no answer',
  date: 'a date',
  text: 'typed text',
  number: 'a number',
  other: 'this kind of answer',
};

/** The one table of which input suits which answer (widgets of src/schema-forms/theme/). */
const widgetFits: Readonly<Record<string, readonly AnswerKind[]>> = {
  radio: ['choice', 'yes-no'],
  select: ['choice'],
  text: ['text', 'number'],
  email: ['text'],
  tel: ['text'],
  search: ['text'],
  textarea: ['text'],
  dateInput: ['date'],
  hidden: ['choice', 'yes-no', 'date', 'text', 'number', 'other'],
};

const suggestion: Record<AnswerKind, string> = {
  choice: '"radio" (up to about 7 choices) or "select"',
  'yes-no': '"radio"',
  date: '"dateInput"',
  text: '"text", "textarea", "email", "tel" or "search"',
  number: '"text"',
  other: 'no widget',
};

/** Each field's input suits its answer: no choice list without choices, no date box on a number. */
export function checkWidgetFit(file: string, uiSchema: SchemaNode, schema: SchemaNode): Problem[] {
  return fieldsOf(schema).flatMap((field) => {
    const parts = field.path.split('.');
    const ui = parts.reduce<unknown>(
      (node, name) =>
        typeof node === 'object' && node !== null ? (node as SchemaNode)[name] : undefined,
      uiSchema,
    ) as SchemaNode | undefined;
    const widget = ui?.['ui:widget'];
    if (typeof widget !== 'string' || !(widget in widgetFits)) return [];
    const kind = answerKind(field.schema);
    if (widgetFits[widget]?.includes(kind)) return [];
    return [
      {
        file,
        pointer: `/${parts.map(pointerPart).join('/')}/ui:widget`,
        message: `The "${widget}" input does not suit "${field.path}", which takes ${kindWords[kind]}.`,
        fix: `Use ${suggestion[kind]}, or change the field in the schema.`,
      },
    ];
  });
}
