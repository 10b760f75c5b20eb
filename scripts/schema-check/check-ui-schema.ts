import { isJsonObject } from '../../src/lib/json/json-object.ts';
import type { Problem } from './problems.ts';
import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { isBlank } from './question-faults.ts';

/** What the UI schema check needs to know of the theme. */
export interface UiVocabulary {
  readonly widgets: readonly string[];
  readonly fields: readonly string[];
  /** Options the site reads, in "ui:options" or as "ui:<name>". */
  readonly options: readonly string[];
}

/** rjsf's own "ui:" words that are not options. */
const structuralSettings = [
  'ui:order',
  'ui:widget',
  'ui:field',
  'ui:options',
  'ui:submitButtonOptions',
];

/** rjsf settings that would read copy as Markdown; the site shows form copy as plain text. */
const markdownSettings = ['enableMarkdownInDescription', 'enableMarkdownInHelp'];

/** Top-level field names the UI schema hides with `"ui:widget": "hidden"`. */
export function hiddenFieldsOf(uiSchema: SchemaNode): Set<string> {
  return new Set(
    Object.entries(uiSchema)
      .filter(
        ([name, value]) =>
          !name.startsWith('ui:') && isJsonObject(value) && value['ui:widget'] === 'hidden',
      )
      .map(([name]) => name),
  );
}

/** Options nobody reads (a misspelling too), and words a question is listed by that are not text. */
function checkOptions(
  file: string,
  options: readonly [name: string, value: unknown, pointer: string][],
  known: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  for (const [name, value, pointer] of options) {
    if (markdownSettings.includes(name)) continue;
    if (!known.includes(name)) {
      problems.push({
        file,
        pointer,
        message: `"${name}" is not an option the site reads, so it does nothing.`,
        fix: `Check the spelling against the options: ${known.join(', ')}.`,
        facts: { kind: 'option-unknown', option: name },
      });
    } else if (name === 'listedAs' && (typeof value !== 'string' || value.trim() === '')) {
      problems.push({
        file,
        pointer,
        message: 'The words this question is listed by are not text.',
        fix: 'Write them as text, like "listedAs": "full name".',
        facts: { kind: 'listed-as-not-text' },
      });
    }
  }
  return problems;
}

/**
 * The UI schema names only fields its schema has, only widgets, fields and options the site
 * has, orders every field, and gives the submit button its words.
 */
export function checkUiSchema(
  file: string,
  uiSchema: SchemaNode,
  schema: SchemaNode,
  vocabulary: UiVocabulary,
): Problem[] {
  const problems: Problem[] = [];
  const fields = fieldsOf(schema).map((field) => field.path);
  const topFields = fields.filter((path) => !path.includes('.'));
  const visit = (node: SchemaNode, prefix: string, pointer: string) => {
    for (const [name, value] of Object.entries(node)) {
      const at = `${pointer}/${pointerPart(name)}`;
      if (
        name === 'ui:widget' &&
        typeof value === 'string' &&
        !vocabulary.widgets.includes(value)
      ) {
        problems.push({
          file,
          pointer: at,
          message: `There is no "${value}" widget.`,
          fix: `Use one of: ${vocabulary.widgets.join(', ')}.`,
          facts: { kind: 'input-unknown', input: value },
        });
      }
      if (name === 'ui:field' && typeof value === 'string' && !vocabulary.fields.includes(value)) {
        problems.push({
          file,
          pointer: at,
          message: `There is no "${value}" field.`,
          fix: `Use one of: ${vocabulary.fields.join(', ')}.`,
          facts: { kind: 'input-unknown', input: value },
        });
      }
      const markdownSetting = markdownSettings.find(
        (setting) =>
          name === `ui:${setting}` ||
          (name === 'ui:options' && isJsonObject(value) && setting in value),
      );
      if (markdownSetting) {
        problems.push({
          file,
          pointer: at,
          message: `"${markdownSetting}" would read this form's words as Markdown; they are shown as plain text.`,
          fix: 'Remove the setting and write the words as plain text.',
          facts: { kind: 'markdown-setting' },
        });
      }
      if (name === 'ui:options' && isJsonObject(value)) {
        const inOptions = Object.entries(value).map(
          ([option, setting]): [string, unknown, string] => [
            option,
            setting,
            `${at}/${pointerPart(option)}`,
          ],
        );
        problems.push(...checkOptions(file, inOptions, vocabulary.options));
      } else if (name.startsWith('ui:') && !structuralSettings.includes(name)) {
        problems.push(...checkOptions(file, [[name.slice(3), value, at]], vocabulary.options));
      }
      if (name.startsWith('ui:')) continue;
      const path = prefix === '' ? name : `${prefix}.${name}`;
      if (!fields.includes(path)) {
        problems.push({
          file,
          pointer: at,
          message: `"${path}" is not a field of the form's schema, so these settings do nothing.`,
          fix: `Check the spelling against the schema's fields: ${topFields.join(', ')}.`,
          facts: { kind: 'layout-unknown-question', name: path },
        });
      } else if (isJsonObject(value)) {
        visit(value, path, at);
      }
    }
  };
  visit(uiSchema, '', '');
  const order = uiSchema['ui:order'];
  if (Array.isArray(order)) {
    for (const [index, name] of order.entries()) {
      if (order.indexOf(name) !== index) {
        problems.push({
          file,
          pointer: `/ui:order/${index}`,
          message: `"${String(name)}" is in the field order twice, so the form could not be shown.`,
          fix: `Remove the second "${String(name)}" from "ui:order".`,
          facts: { kind: 'order-twice' },
        });
      } else if (name !== '*' && !topFields.includes(String(name))) {
        problems.push({
          file,
          pointer: `/ui:order/${index}`,
          message: `"${String(name)}" in the field order is not a field of the form's schema.`,
          fix: `Check the spelling against the schema's fields: ${topFields.join(', ')}.`,
          facts: { kind: 'order-unknown', name: String(name) },
        });
      }
    }
    if (!order.includes('*')) {
      for (const name of topFields.filter((field) => !order.includes(field))) {
        problems.push({
          file,
          pointer: '/ui:order',
          message: `The field "${name}" is missing from the field order, so the form would not show.`,
          fix: `Add "${name}" to "ui:order" where it should appear.`,
          facts: { kind: 'order-missing' },
        });
      }
    }
  }
  const button = uiSchema['ui:submitButtonOptions'];
  if (!isJsonObject(button) || isBlank(button.submitText)) {
    problems.push({
      file,
      pointer: '/ui:submitButtonOptions',
      message: 'The submit button has no words.',
      fix: 'Add "ui:submitButtonOptions": { "submitText": "<button words>" }.',
      facts: { kind: 'page-words-empty', words: 'submitText' },
    });
  }
  const options = uiSchema['ui:options'];
  if (isJsonObject(options) && 'submittingText' in options && isBlank(options.submittingText)) {
    problems.push({
      file,
      pointer: '/ui:options/submittingText',
      message:
        'What the button says while sending is empty, so the customer would see a blank button.',
      fix: 'Write the words, like "Sending", or remove "submittingText" to keep the button\'s own words.',
      facts: { kind: 'page-words-empty', words: 'submittingText' },
    });
  }
  return problems;
}
