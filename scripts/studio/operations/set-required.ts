import { setAddressRequired } from '../model/address-question.ts';
import { keyIndex, refuse, type FormEditor } from '../model/form-editor.ts';
import {
  questionIn,
  questionLevelNodes,
  reconcileExamples,
  removeMessage,
  setMessage,
  type ExampleUpkeep,
} from '../model/form-edits.ts';
import { requiredMessage } from '../model/rule-messages.ts';
import { setTicksRequired } from '../model/checkboxes-question.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf, kindOf, offeredFor } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/**
 * Makes a question required, with its message and answers for the valid examples, or optional
 * again.
 */
export function setRequired(editor: FormEditor, op: Op<'set-required'>, upkeep: ExampleUpkeep) {
  const question = questionIn(editor, op.field);
  const parent = questionLevelNodes(editor.data('schema')).find(
    ({ path }) => JSON.stringify(path) === JSON.stringify(question.parentPath),
  )?.node;
  const list = Array.isArray(parent?.required) ? parent.required.map(String) : undefined;
  if (op.required) {
    if (list?.includes(op.field))
      refuse(because('alreadyRequired', { label: labelOf(editor, op.field) }));
    if (list) editor.insert('schema', [...question.parentPath, 'required'], op.field);
    else {
      editor.set(
        'schema',
        [...question.parentPath, 'required'],
        [op.field],
        parent ? keyIndex(parent, 'properties') : undefined,
      );
    }
    const kind = kindOf(editor, op.field) ?? 'text';
    const message = op.message ?? requiredMessage(labelOf(editor, op.field), kind);
    setMessage(editor, op.field, 'required', message);
    if (kind === 'address') setAddressRequired(editor, op.field, message);
    if (kind === 'checkboxes') setTicksRequired(editor, op.field, message);
    reconcileExamples(editor, op.field, {
      ...upkeep,
      answers: op.exampleAnswers,
      offered: offeredFor(editor, op.field),
    });
    return;
  }
  if (!list?.includes(op.field)) {
    return refuse(because('alreadyOptional', { label: labelOf(editor, op.field) }));
  }
  const remaining = list.filter((name) => name !== op.field);
  editor.set(
    'schema',
    remaining.length === 0
      ? [...question.parentPath, 'required']
      : [...question.parentPath, 'required', list.indexOf(op.field)],
    undefined,
  );
  removeMessage(editor, op.field, 'required');
  if (kindOf(editor, op.field) === 'address') setAddressRequired(editor, op.field, undefined);
  if (kindOf(editor, op.field) === 'checkboxes') setTicksRequired(editor, op.field, undefined);
  reconcileExamples(editor, op.field);
}
