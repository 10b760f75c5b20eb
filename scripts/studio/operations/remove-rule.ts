import { refuse, type FormEditor } from '../model/form-editor.ts';
import {
  dropExamplesOnlyAbout,
  questionIn,
  reconcileExamples,
  removeMessage,
  setKeyword,
} from '../model/form-edits.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** Removes a rule, its message and the examples that only showed it. */
export function removeRule(editor: FormEditor, op: Op<'remove-rule'>) {
  if (!(op.rule in questionIn(editor, op.field).schema)) {
    refuse(because('noSuchRule', { label: labelOf(editor, op.field) }));
  }
  setKeyword(editor, op.field, op.rule, undefined);
  removeMessage(editor, op.field, op.rule);
  dropExamplesOnlyAbout(editor, op.field, op.rule);
  reconcileExamples(editor, op.field);
}
