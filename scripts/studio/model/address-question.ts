import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { offeredAddress } from './example-answers.ts';
import { keyIndex, type FormEditor } from './form-editor.ts';
import { questionIn, setKeyword, setUiSetting } from './form-edits.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';

/**
 * An address question as the studio writes it, the way the forms' own address questions are
 * written (feedback-details and complaint-details `address`): an object with the lookup's fields,
 * asked with the site's address field, starting with the postcode lookup. Required, it needs the
 * address's id, with the same message on the question and on its id (the field shows either).
 */

/** The schema of each of the lookup's fields, read from the shape of an address it gives. */
function addressFields(): Record<string, SchemaNode> {
  return Object.fromEntries(
    Object.entries(offeredAddress()).map(([name, value]) => [
      name,
      Array.isArray(value)
        ? { type: 'array', items: { type: 'string' } }
        : { type: typeof value === 'boolean' ? 'boolean' : 'string' },
    ]),
  );
}

/** The id's schema: required, it must not be empty, saying `message` either way. */
const idOf = (message: string | undefined): SchemaNode =>
  message === undefined
    ? { type: 'string' }
    : {
        type: 'string',
        minLength: 1,
        'x-errorMessages': { required: message, minLength: message },
      };

/** The `properties` of an address question (and its `required`, when a message is given). */
export function addressKeywords(message: string | undefined): SchemaNode {
  return {
    ...(message === undefined ? {} : { required: ['id'] }),
    properties: { ...addressFields(), id: idOf(message) },
  };
}

/** The UI settings an address question is asked with. */
export const addressUi = { 'ui:field': 'address', 'ui:options': { startWith: 'lookup' } };

/**
 * Keeps an address question's own `required` and its id's messages to whether it is required:
 * `message` when it is, undefined when it is not.
 */
export function setAddressRequired(editor: FormEditor, name: string, message: string | undefined) {
  const question = questionIn(editor, name);
  const at = [...question.path];
  if (message === undefined) {
    if ('required' in question.schema) editor.set('schema', [...at, 'required'], undefined);
  } else if (!Array.isArray(question.schema.required)) {
    editor.set('schema', [...at, 'required'], ['id'], keyIndex(question.schema, 'properties'));
  }
  editor.set('schema', [...at, 'properties', 'id'], idOf(message));
}

/** Makes a question an address question: its keywords and how it is asked. */
export function becomeAddress(editor: FormEditor, name: string, message: string | undefined) {
  const keywords = addressKeywords(message);
  if (keywords.required) setKeyword(editor, name, 'required', keywords.required);
  setKeyword(editor, name, 'properties', keywords.properties);
  setUiSetting(editor, name, 'ui:widget', undefined);
  setUiSetting(editor, name, 'ui:autocomplete', undefined);
  setUiSetting(editor, name, 'ui:field', addressUi['ui:field']);
  setUiSetting(editor, name, 'ui:options', addressUi['ui:options']);
}

/** Makes an address question a question of one answer: its fields and address field gone. */
export function stopBeingAddress(editor: FormEditor, name: string) {
  setKeyword(editor, name, 'required', undefined);
  setKeyword(editor, name, 'properties', undefined);
  setUiSetting(editor, name, 'ui:field', undefined);
  const options = uiOf(editor.data('ui'), name)['ui:options'];
  if (!isSchemaNode(options)) return;
  const others = Object.keys(options).filter((key) => key !== 'startWith');
  if (others.length === 0) setUiSetting(editor, name, 'ui:options', undefined);
  else editor.set('ui', [name, 'ui:options', 'startWith'], undefined);
}
