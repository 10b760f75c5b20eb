import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionIn, setUiSetting } from '../model/form-edits.ts';
import { autocompleteFault } from '../../schema-check/question-faults.ts';
import { because } from '../model/refusal-words.ts';
import { kindOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** Sets the question's autocomplete token (the HTML standard's only), or removes it. */
export function setAutocomplete(editor: FormEditor, op: Op<'set-autocomplete'>) {
  questionIn(editor, op.field);
  const token = op.autocomplete.trim();
  const fault = autocompleteFault(token, kindOf(editor, op.field));
  if (fault) refuse(because(fault, { token }));
  setUiSetting(editor, op.field, 'ui:autocomplete', token === '' ? undefined : token);
}
