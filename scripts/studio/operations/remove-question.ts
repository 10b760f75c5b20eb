import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionsOf } from '../model/form-questions.ts';
import {
  conditionsOn,
  dropExamplesOnlyAbout,
  questionIn,
  questionLevelNodes,
} from '../model/form-edits.ts';
import { dropEmptyConditions } from '../model/condition-edits.ts';
import { isPlacedByCode, placedByCodeReason } from '../model/placed-by-code.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/**
 * Removes a question and every mention of it: `required`, the order, its UI settings, the examples'
 * answers and listed errors.
 */
export function removeQuestion(editor: FormEditor, op: Op<'remove-question'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'remove'));
  }
  const schema = editor.data('schema');
  if (questionsOf(schema).length === 1) refuse(because('lastQuestion'));
  if (conditionsOn(schema, op.field)) {
    refuse(because('conditionsOnIt', { label: labelOf(editor, op.field) }));
  }
  dropExamplesOnlyAbout(editor, op.field);
  for (const { node, path } of questionLevelNodes(editor.data('schema')).reverse()) {
    const required = Array.isArray(node.required) ? node.required.map(String) : [];
    const index = required.indexOf(op.field);
    if (index === -1) continue;
    editor.set(
      'schema',
      required.length === 1 ? [...path, 'required'] : [...path, 'required', index],
      undefined,
    );
  }
  editor.set('schema', questionIn(editor, op.field).path, undefined);
  dropEmptyConditions(editor);
  const ui = editor.data('ui');
  if (Array.isArray(ui['ui:order'])) {
    const index = ui['ui:order'].map(String).indexOf(op.field);
    if (index !== -1) editor.set('ui', ['ui:order', index], undefined);
  }
  if (op.field in editor.data('ui')) editor.set('ui', [op.field], undefined);
  const key = `/${op.field}`;
  const examples = editor.examples();
  const list = Array.isArray(examples.examples) ? examples.examples : [];
  list.forEach((example: unknown, index) => {
    if (!isSchemaNode(example)) return;
    if (isSchemaNode(example.data) && op.field in example.data) {
      editor.set('examples', ['examples', index, 'data', op.field], undefined);
    }
    if (isSchemaNode(example.errors) && key in example.errors) {
      const left = Object.keys(example.errors).filter((pointer) => pointer !== key);
      if (left.length > 0) editor.set('examples', ['examples', index, 'errors', key], undefined);
      else {
        editor.set('examples', ['examples', index, 'errors'], undefined);
        editor.set('examples', ['examples', index, 'valid'], true);
      }
    }
  });
}
