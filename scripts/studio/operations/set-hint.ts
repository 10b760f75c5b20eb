import { keyIndex, type FormEditor } from '../model/form-editor.ts';
import { questionIn } from '../model/form-edits.ts';
import type { Op } from './operation-of.ts';

/** The hint under the label (`description`), added after the title; '' removes it. */
export function setHint(editor: FormEditor, op: Op<'set-hint'>) {
  const question = questionIn(editor, op.field);
  editor.set(
    'schema',
    [...question.path, 'description'],
    op.hint.trim() === '' ? undefined : op.hint,
    keyIndex(question.schema, 'title') === undefined
      ? undefined
      : (keyIndex(question.schema, 'title') ?? 0) + 1,
  );
}
