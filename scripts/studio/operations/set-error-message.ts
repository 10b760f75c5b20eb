import { setAddressRequired } from '../model/address-question.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionIn, setMessage } from '../model/form-edits.ts';
import { because } from '../model/refusal-words.ts';
import { setTicksRequired } from '../model/checkboxes-question.ts';
import { labelOf, kindOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** The words shown when the answer breaks one of the question's rules. */
export function setErrorMessage(editor: FormEditor, op: Op<'set-error-message'>) {
  const question = questionIn(editor, op.field);
  const applies = op.rule === 'required' ? question.required : op.rule in question.schema;
  if (!applies) {
    refuse(because('messageForNoRule', { label: labelOf(editor, op.field), rule: op.rule }));
  }
  setMessage(editor, op.field, op.rule, op.message);
  if (op.rule === 'required' && kindOf(editor, op.field) === 'address') {
    setAddressRequired(editor, op.field, op.message);
  }
  // Ticking none is leaving a checkboxes question unanswered: one message says both.
  if (op.rule === 'required' && kindOf(editor, op.field) === 'checkboxes') {
    setTicksRequired(editor, op.field, op.message);
  }
}
