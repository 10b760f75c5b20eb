import { refuse, type FormEditor } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import { checkExampleIndex, examplesIn } from './example-entry.ts';
import type { Op } from './operation-of.ts';

/**
 * Removes the example at `index`, refused for the last valid or the last invalid one: the check
 * needs one of each to show the form both accepts and turns away.
 */
export function removeExample(editor: FormEditor, op: Op<'remove-example'>) {
  checkExampleIndex(editor, op.index);
  const list = examplesIn(editor) as readonly { readonly valid?: unknown }[];
  const valid = Boolean(list[op.index]?.valid);
  const others = list.filter((example, index) => index !== op.index);
  if (!others.some((example) => Boolean(example.valid) === valid)) refuse(because('lastExample'));
  editor.set('examples', ['examples', op.index], undefined);
}
