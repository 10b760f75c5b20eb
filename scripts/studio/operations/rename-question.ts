import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionsOf } from '../model/form-questions.ts';
import { isQuestionName } from '../../../src/schema-forms/form-model/question-names.ts';
import { questionIn, questionLevelNodes } from '../model/form-edits.ts';
import {
  isPlacedByCode,
  journeysLeavingOut,
  leftOutByCodeReason,
  placedByCodeReason,
} from '../model/placed-by-code.ts';
import { because } from '../model/refusal-words.ts';
import type { Op } from './operation-of.ts';

/**
 * Renames a question with every reference: `required`, dependencies, messages, `ui:order`, its UI
 * settings and the examples.
 */
export function renameQuestion(editor: FormEditor, op: Op<'rename-question'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'rename'));
  }
  const leavingOut = journeysLeavingOut(editor.formId, op.field);
  if (leavingOut.length > 0) refuse(leftOutByCodeReason(question.schema, op.field, leavingOut));
  if (!isQuestionName(op.newName)) {
    refuse(because('questionName'));
  }
  if (op.newName === op.field) refuse(because('sameName'));
  if (questionsOf(editor.data('schema')).some((other) => other.name === op.newName)) {
    refuse(because('nameTaken', { name: op.newName }));
  }
  const { field: from, newName: to } = op;
  for (const { node, path } of questionLevelNodes(editor.data('schema'))) {
    if (Array.isArray(node.required)) {
      node.required.forEach((name, index) => {
        if (name === from) editor.set('schema', [...path, 'required', index], to);
      });
    }
    if (isSchemaNode(node.properties) && from in node.properties) {
      editor.renameKey('schema', [...path, 'properties'], from, to);
    }
    if (isSchemaNode(node['x-errorMessages']) && from in node['x-errorMessages']) {
      editor.renameKey('schema', [...path, 'x-errorMessages'], from, to);
    }
    if (isSchemaNode(node.dependencies)) {
      for (const [key, value] of Object.entries(node.dependencies)) {
        if (Array.isArray(value)) {
          value.forEach((name, index) => {
            if (name === from) editor.set('schema', [...path, 'dependencies', key, index], to);
          });
        }
      }
      if (from in node.dependencies)
        editor.renameKey('schema', [...path, 'dependencies'], from, to);
    }
  }
  const ui = editor.data('ui');
  if (Array.isArray(ui['ui:order'])) {
    const index = ui['ui:order'].map(String).indexOf(from);
    if (index !== -1) editor.set('ui', ['ui:order', index], to);
  }
  if (from in ui) editor.renameKey('ui', [], from, to);
  const examples = editor.examples();
  const list = Array.isArray(examples.examples) ? examples.examples : [];
  list.forEach((example: unknown, index) => {
    if (!isSchemaNode(example)) return;
    if (isSchemaNode(example.data) && from in example.data) {
      editor.renameKey('examples', ['examples', index, 'data'], from, to);
    }
    if (isSchemaNode(example.errors)) {
      for (const pointer of Object.keys(example.errors)) {
        if (pointer === `/${from}` || pointer.startsWith(`/${from}/`)) {
          editor.renameKey(
            'examples',
            ['examples', index, 'errors'],
            pointer,
            `/${to}${pointer.slice(from.length + 1)}`,
          );
        }
      }
    }
  });
}
