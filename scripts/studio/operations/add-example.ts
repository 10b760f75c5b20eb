import type { FormEditor } from '../model/form-editor.ts';
import { exampleEntry, examplesIn } from './example-entry.ts';
import type { Op } from './operation-of.ts';

/** A new example at the end of the form's list (example-entry.ts says what it holds). */
export function addExample(editor: FormEditor, op: Op<'add-example'>) {
  const names = [...examplesIn(editor).map((example) => example.name), op.name];
  const entry = exampleEntry(editor, op, names, names.length - 1);
  editor.insert('examples', ['examples'], entry);
}
