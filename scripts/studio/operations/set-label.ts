import type { FormEditor } from '../model/form-editor.ts';
import { questionIn } from '../model/form-edits.ts';
import { mustHaveWords } from './must-have-words.ts';
import type { Op } from './operation-of.ts';

/** The question's label (`title`). */
export function setLabel(editor: FormEditor, op: Op<'set-label'>) {
  mustHaveWords(op.label, 'emptyLabel');
  editor.set('schema', [...questionIn(editor, op.field).path, 'title'], op.label);
}
