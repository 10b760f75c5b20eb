import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionIn, setUiSetting } from '../model/form-edits.ts';
import { isAutocompleteToken } from '../model/autocomplete-tokens.ts';
import { because } from '../model/refusal-words.ts';
import { kindOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** Sets the question's autocomplete token (the HTML standard's only), or removes it. */
export function setAutocomplete(editor: FormEditor, op: Op<'set-autocomplete'>) {
  questionIn(editor, op.field);
  const token = op.autocomplete.trim();
  if (token !== '' && !isAutocompleteToken(token)) {
    refuse(because('notAutocompleteToken', { token }));
  }
  if (token !== '' && kindOf(editor, op.field) === 'address') refuse(because('addressFillsItself'));
  setUiSetting(editor, op.field, 'ui:autocomplete', token === '' ? undefined : token);
}
