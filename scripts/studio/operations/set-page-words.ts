import { keyIndex, refuse, type FormEditor } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import { mustHaveWords } from './must-have-words.ts';
import type { Op } from './operation-of.ts';

/** The page's title, the button's words and what the button says while sending. */
export function setPageWords(editor: FormEditor, op: Op<'set-page-words'>) {
  if (op.title === undefined && op.submitText === undefined && op.submittingText === undefined) {
    refuse(because('noPageWords'));
  }
  if (op.title !== undefined) {
    mustHaveWords(op.title, 'emptyTitle');
    editor.set('schema', ['title'], op.title, keyIndex(editor.data('schema'), 'type'));
  }
  if (op.submitText !== undefined) {
    mustHaveWords(op.submitText, 'emptySubmitText');
    editor.set('ui', ['ui:submitButtonOptions', 'submitText'], op.submitText);
  }
  if (op.submittingText !== undefined) {
    mustHaveWords(op.submittingText, 'emptySubmittingText');
    editor.set('ui', ['ui:options', 'submittingText'], op.submittingText);
  }
}
