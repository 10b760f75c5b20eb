import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { keyIndex, refuse, type FormEditor } from '../model/form-editor.ts';
import {
  questionIn,
  reconcileExamples,
  removeMessage,
  setKeyword,
  setMessage,
} from '../model/form-edits.ts';
import { kindMessage } from '../model/rule-messages.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf, kindOf, messagesNow } from './question-facts.ts';
import { checkChoices, optionOf, oneOfOf } from './choice-list.ts';
import { choicesNode, untickUnoffered } from '../model/checkboxes-question.ts';
import type { Op } from './operation-of.ts';

/** Whether the question's choices are its items' (checkboxes). */
const isCheckboxes = (editor: FormEditor, name: string) =>
  choicesNode(editor, name).path.length > questionIn(editor, name).path.length;

/**
 * The examples kept answering the question from `choices`: a box gone is unticked, and a valid
 * example left without an answer it needs is offered the first choice (a list of it, for
 * checkboxes).
 */
function keepExamplesAnswering(
  editor: FormEditor,
  name: string,
  choices: readonly { readonly value: string }[],
) {
  const checkboxes = isCheckboxes(editor, name);
  if (checkboxes) {
    untickUnoffered(
      editor,
      name,
      choices.map((choice) => choice.value),
    );
  }
  const first = choices[0]?.value;
  reconcileExamples(editor, name, { offered: checkboxes && first !== undefined ? [first] : first });
}

/**
 * Choices written as `enum` (values only, shown as their own words) become, in the enum's place,
 * the `oneOf` of `const` and `title` every other form uses (decision 043), so the words the
 * customer reads can differ from what is sent and a choice can have a hint; the enum's error
 * message becomes the list's.
 */
function choicesFromEnum(editor: FormEditor, op: Op<'set-choices'>) {
  const choices = checkChoices(op.choices);
  const list = choicesNode(editor, op.field);
  const at = keyIndex(list.node, 'enum');
  editor.set('schema', [...list.path, 'enum'], undefined);
  editor.set('schema', [...list.path, 'oneOf'], oneOfOf(choices), at);
  const messages = messagesNow(editor, op.field);
  if (isCheckboxes(editor, op.field)) {
    // A checkboxes question's items have no message of their own.
  } else if (typeof messages.enum === 'string' && !('oneOf' in messages)) {
    editor.renameKey(
      'schema',
      [...questionIn(editor, op.field).path, 'x-errorMessages'],
      'enum',
      'oneOf',
    );
  } else {
    removeMessage(editor, op.field, 'enum');
    if (!('oneOf' in messages)) {
      const kind = kindOf(editor, op.field) ?? 'radios';
      setMessage(editor, op.field, 'oneOf', kindMessage(labelOf(editor, op.field), kind, 'oneOf'));
    }
  }
  const fallback = questionIn(editor, op.field).schema.default;
  if (fallback !== undefined && !choices.some((choice) => choice.value === fallback)) {
    setKeyword(editor, op.field, 'default', undefined);
  }
  keepExamplesAnswering(editor, op.field, choices);
}

/**
 * The choices of a radios, select or checkboxes question (a checkboxes question's are its
 * items'), in order, each keeping the hint its value had.
 */
export function setChoices(editor: FormEditor, op: Op<'set-choices'>) {
  const list = choicesNode(editor, op.field);
  if (Array.isArray(list.node.enum) && !Array.isArray(list.node.oneOf)) {
    return choicesFromEnum(editor, op);
  }
  if (!Array.isArray(list.node.oneOf)) {
    refuse(because('noChoices', { label: labelOf(editor, op.field) }));
  }
  const choices = checkChoices(op.choices);
  const before = list.node.oneOf as unknown[];
  const at = [...list.path, 'oneOf'];
  /** The hint a value had, wherever it was in the list. */
  const hintOf = (value: string) => {
    const kept = before.find((option) => isSchemaNode(option) && option.const === value);
    return isSchemaNode(kept) && typeof kept.description === 'string'
      ? kept.description
      : undefined;
  };
  choices.forEach((choice, index) => {
    const old = before[index];
    if (!isSchemaNode(old)) {
      const kept = before.find((option) => isSchemaNode(option) && option.const === choice.value);
      const hint =
        isSchemaNode(kept) && typeof kept.description === 'string' ? kept.description : '';
      editor.insert('schema', at, optionOf({ hint, ...choice }), index);
      return;
    }
    if (old.const !== choice.value) editor.set('schema', [...at, index, 'const'], choice.value);
    if (old.title !== choice.label) editor.set('schema', [...at, index, 'title'], choice.label);
    const hint = choice.hint !== undefined ? choice.hint || undefined : hintOf(choice.value);
    if (old.description !== hint) editor.set('schema', [...at, index, 'description'], hint);
  });
  for (let index = before.length - 1; index >= choices.length; index -= 1) {
    editor.set('schema', [...at, index], undefined);
  }
  const fallback = questionIn(editor, op.field).schema.default;
  if (fallback !== undefined && !choices.some((choice) => choice.value === fallback)) {
    setKeyword(editor, op.field, 'default', undefined);
  }
  keepExamplesAnswering(editor, op.field, choices);
}
