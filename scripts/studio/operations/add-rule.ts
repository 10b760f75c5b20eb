import { refuse, type FormEditor } from '../model/form-editor.ts';
import { ruleValue } from '../model/form-questions.ts';
import { customRuleNames } from '../../../src/schema-forms/form-model/form-rules.ts';
import {
  questionIn,
  reconcileExamples,
  setKeyword,
  setMessage,
  showRuleInExamples,
} from '../model/form-edits.ts';
import { ruleMessage } from '../model/rule-messages.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf, kindOf } from './question-facts.ts';
import { checkRule } from './rule-check.ts';
import type { Op } from './operation-of.ts';

/**
 * Adds a rule with its error message (the given one, or one in the GOV.UK style); a rule of our own
 * validator gets an invalid example showing it.
 */
export function addRule(editor: FormEditor, op: Op<'add-rule'>) {
  const question = questionIn(editor, op.field);
  if (op.rule.rule in question.schema) {
    refuse(because('ruleAlreadyThere', { label: labelOf(editor, op.field) }));
  }
  checkRule(op.rule, kindOf(editor, op.field));
  setKeyword(editor, op.field, op.rule.rule, ruleValue(op.rule));
  const label = labelOf(editor, op.field);
  setMessage(editor, op.field, op.rule.rule, op.message ?? ruleMessage(label, op.rule));
  reconcileExamples(editor, op.field);
  if ((customRuleNames as readonly string[]).includes(op.rule.rule)) {
    showRuleInExamples(editor, op.field, op.rule.rule, label);
  }
}
