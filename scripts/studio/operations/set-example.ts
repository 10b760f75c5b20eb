import type { FormEditor } from '../model/form-editor.ts';
import { checkExampleIndex, exampleEntry, examplesIn } from './example-entry.ts';
import type { Op } from './operation-of.ts';

/** The example at `index` becomes the one given, in its place (example-entry.ts). */
export function setExample(editor: FormEditor, op: Op<'set-example'>) {
  checkExampleIndex(editor, op.index);
  const names = examplesIn(editor).map((example, index) =>
    index === op.index ? op.name : example.name,
  );
  editor.set('examples', ['examples', op.index], exampleEntry(editor, op, names, op.index));
}
