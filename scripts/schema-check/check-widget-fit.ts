import { getSchemaType, type RJSFSchema } from '@rjsf/utils';
import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import { fieldsOf, type FormField, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { answerShapeOf } from '../../src/schema-forms/form-model/answer-kind-of.ts';
import {
  inputsForShape,
  type AnswerShape,
} from '../../src/schema-forms/form-model/answer-kinds.ts';
import { uiWidgetNames } from '../../src/schema-forms/theme/theme-names.ts';
import type { Problem } from './problems.ts';

const kindWords: Record<AnswerShape, string> = {
  choice: 'a list of choices',
  choices: 'a list of choices of which several may be chosen',
  'yes-no': 'a yes or no answer',
  date: 'a date',
  text: 'typed text',
  number: 'a number',
  other: 'this kind of answer',
};

/** Whether an input suits a schema: any the table of answer kinds names for its shape. */
const widgetFits = (widget: string, shape: AnswerShape) =>
  widget === 'hidden' || inputsForShape(shape).includes(widget);

const suggestion: Record<AnswerShape, string> = {
  choice: '"radio" (up to about 7 choices) or "select"',
  choices: '"checkboxes"',
  'yes-no': '"radio"',
  date: '"dateInput"',
  text: '"text", "textarea", "email", "tel" or "search"',
  number: '"text"',
  other: 'no widget',
};

/** The field types rjsf draws with the fields our forms start from (core-fields-registry.ts). */
const shownTypes = ['string', 'number', 'integer', 'boolean', 'object'];

/** The UI schema's entry for a dotted path, if it has one. */
function uiEntry(uiSchema: SchemaNode, parts: readonly string[]): SchemaNode | undefined {
  return parts.reduce<unknown>(
    (node, name) => (isJsonObject(node) ? node[name] : undefined),
    uiSchema,
  ) as SchemaNode | undefined;
}

/**
 * A field no input would show: one of a type the forms have no field for (a list, null, none
 * at all), or a yes or no question left to rjsf's tick box, which the site does not have.
 * Fields our own `ui:field` components draw (and everything inside them) and hidden ones are
 * left alone.
 */
function unshownField(
  files: { readonly ui: string; readonly schema: string },
  field: FormField,
  parts: readonly string[],
  widget: unknown,
  uiSchema: SchemaNode,
): Problem[] {
  const drawnByOwnField = parts.some(
    (_, index) => uiEntry(uiSchema, parts.slice(0, index + 1))?.['ui:field'] !== undefined,
  );
  if (drawnByOwnField || widget === 'hidden') return [];
  // The type rjsf's SchemaField picks a field by, read as it reads it (its own, or the one its
  // const, enum or properties imply; the other of a nullable pair).
  const schemaType = getSchemaType(field.schema as RJSFSchema);
  const type = Array.isArray(schemaType) ? schemaType[0] : schemaType;
  // A list is shown only as checkboxes: a list of choices (form-model/answer-kinds.ts).
  const shown =
    type === 'array' ? answerShapeOf(field.schema) === 'choices' : shownTypes.includes(type ?? '');
  if (type === undefined || !shown) {
    return [
      {
        file: files.schema,
        pointer: `${field.pointer}/type`,
        message:
          type === undefined
            ? `"${field.path}" has no type the forms can show, so no input would be drawn for it.`
            : type === 'array'
              ? `The forms have no input for "${field.path}", a list whose "items" are not a list of choices: the only list the forms ask is checkboxes.`
              : `The forms have no input for "${field.path}", which is of type "${type}".`,
        fix:
          type === 'array'
            ? `Give it "items" with the choices as "enum" or a "oneOf" of "const" and "title", "uniqueItems": true and "ui:widget": "checkboxes" in ${files.ui}.`
            : `Give it "type": "string", "number", "integer", "boolean" or "object", or hide it with "ui:widget": "hidden" in ${files.ui}.`,
        facts: { kind: 'input-missing' },
      },
    ];
  }
  if (type === 'boolean' && widget === undefined) {
    return [
      {
        file: files.ui,
        pointer: `/${parts.map(pointerPart).join('/')}/ui:widget`,
        message: `"${field.path}" is a yes or no question with no input named, and the site has no tick box.`,
        fix: 'Add "ui:widget": "radio" for it, so it is asked with Yes and No.',
        facts: { kind: 'yes-no-no-input' },
      },
    ];
  }
  return [];
}

/**
 * Each field has an input, and it suits its answer: no choice list without choices, no date box
 * on a number, no field left without one.
 */
export function checkWidgetFit(
  files: { readonly ui: string; readonly schema: string },
  uiSchema: SchemaNode,
  schema: SchemaNode,
): Problem[] {
  return fieldsOf(schema).flatMap((field) => {
    const parts = field.path.split('.');
    const widget = uiEntry(uiSchema, parts)?.['ui:widget'];
    const kind = answerShapeOf(field.schema);
    if (typeof widget !== 'string' || !uiWidgetNames.includes(widget) || widgetFits(widget, kind))
      return unshownField(files, field, parts, widget, uiSchema);
    return [
      {
        file: files.ui,
        pointer: `/${parts.map(pointerPart).join('/')}/ui:widget`,
        message: `The "${widget}" input does not suit "${field.path}", which takes ${kindWords[kind]}.`,
        fix: `Use ${suggestion[kind]}, or change the field in the schema.`,
        facts: { kind: 'input-unsuited', takes: kind },
      },
    ];
  });
}
