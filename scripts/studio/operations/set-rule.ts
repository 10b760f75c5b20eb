import { refuse, type FormEditor } from '../model/form-editor.ts';
import { ruleValue } from '../model/form-questions.ts';
import { questionIn, reconcileExamples, setKeyword, setMessage } from '../model/form-edits.ts';
import { ruleMessage } from '../model/rule-messages.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioRule } from '../model/studio-operations.ts';
import { labelOf, kindOf, messagesNow } from './question-facts.ts';
import { checkRule } from './rule-check.ts';
import type { Op } from './operation-of.ts';

/** Changes a rule's value, and the message the studio wrote for it. */
export function setRule(editor: FormEditor, op: Op<'set-rule'>) {
  if (!(op.rule.rule in questionIn(editor, op.field).schema)) {
    refuse(because('noSuchRuleToChange', { label: labelOf(editor, op.field) }));
  }
  checkRule(op.rule, kindOf(editor, op.field));
  const label = labelOf(editor, op.field);
  const before = { rule: op.rule.rule, value: questionIn(editor, op.field).schema[op.rule.rule] };
  const message = messagesNow(editor, op.field)[op.rule.rule];
  setKeyword(editor, op.field, op.rule.rule, ruleValue(op.rule));
  // A message the studio wrote for the old value follows the new one ("… 1 characters or more"
  // would stay after the limit became 5); words an editor wrote themselves are theirs to change.
  if (message === ruleMessage(label, before as StudioRule)) {
    setMessage(editor, op.field, op.rule.rule, ruleMessage(label, op.rule));
  }
  reconcileExamples(editor, op.field);
}
