import { phoneCountries } from '../../../src/schema-forms/form-model/form-rules.ts';
import { becomeAddress, stopBeingAddress } from '../model/address-question.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { messagesOf, rulesOf, ruleValue } from '../model/form-questions.ts';
import { ruleKinds } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import {
  keepTransformsForKind,
  questionIn,
  reconcileExamples,
  removeMessage,
  setKeyword,
  setMessage,
  setUiSetting,
  showRuleInExamples,
} from '../model/form-edits.ts';
import { dropSettingsOfOtherKinds } from '../model/kind-settings.ts';
import { isPlacedByCode } from '../model/placed-by-code.ts';
import { kindMessage, requiredMessage, ruleMessage } from '../model/rule-messages.ts';
import { choicesOf } from '../../../src/schema-forms/form-model/form-choices.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioRule } from '../model/studio-operations.ts';
import { labelOf, kindOf, offeredFor, messagesNow } from './question-facts.ts';
import { checkChoices, oneOfOf } from './choice-list.ts';
import { factsOf, isChoiceKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import {
  checkboxesKeywords,
  reshapeAnswers,
  setTicksRequired,
} from '../model/checkboxes-question.ts';
import type { Op } from './operation-of.ts';

/**
 * Changes the kind of answer: its type, format, choices, input and the rules and messages that
 * still suit it.
 */
export function setAnswerKind(editor: FormEditor, op: Op<'set-answer-kind'>) {
  const before = kindOf(editor, op.field);
  if (before === op.kind) refuse(because('sameKind', { label: labelOf(editor, op.field) }));
  const question = questionIn(editor, op.field);
  if ((before === 'address' || op.kind === 'address') && isPlacedByCode(question.schema)) {
    refuse(
      before === 'address'
        ? because('addressByCode')
        : because('addressForCode', { label: labelOf(editor, op.field) }),
    );
  }
  if (before === 'address') stopBeingAddress(editor, op.field);
  const choiceKind = isChoiceKind(op.kind);
  const toCheckboxes = op.kind === 'checkboxes';
  const choices = choiceKind
    ? op.choices
      ? checkChoices(op.choices)
      : choicesOf(question.schema).length > 0
        ? undefined
        : refuse(because('noChoicesGiven'))
    : undefined;
  const type = factsOf(op.kind).type;
  if (question.schema.type !== type) setKeyword(editor, op.field, 'type', type);
  const format = factsOf(op.kind).format;
  if (question.schema.format !== format) setKeyword(editor, op.field, 'format', format);
  // Choices move between the question (radios, select) and its items (checkboxes).
  const moving = choiceKind && (before === 'checkboxes') !== toCheckboxes;
  const options = choices
    ? oneOfOf(choices)
    : moving
      ? choicesOf(question.schema).map((choice) => ({
          const: choice.value,
          title: choice.label,
          ...(choice.hint ? { description: choice.hint } : {}),
        }))
      : undefined;
  if (options && toCheckboxes) {
    setKeyword(editor, op.field, 'oneOf', undefined);
    setKeyword(editor, op.field, 'enum', undefined);
    setKeyword(editor, op.field, 'default', undefined);
    removeMessage(editor, op.field, 'oneOf');
    removeMessage(editor, op.field, 'enum');
    for (const [keyword, value] of Object.entries(checkboxesKeywords(options, false))) {
      setKeyword(editor, op.field, keyword, value);
    }
  } else if (options) {
    setKeyword(editor, op.field, 'oneOf', options);
    // New choices replace a list written as enum (decision 043).
    setKeyword(editor, op.field, 'enum', undefined);
    removeMessage(editor, op.field, 'enum');
  }
  if (!choiceKind) {
    setKeyword(editor, op.field, 'oneOf', undefined);
    setKeyword(editor, op.field, 'enum', undefined);
    setKeyword(editor, op.field, 'default', undefined);
    removeMessage(editor, op.field, 'oneOf');
  }
  for (const rule of rulesOf(questionIn(editor, op.field).schema)) {
    if (!ruleKinds[rule.rule].includes(op.kind)) {
      setKeyword(editor, op.field, rule.rule, undefined);
      removeMessage(editor, op.field, rule.rule);
    }
  }
  if (type !== 'string') {
    setKeyword(editor, op.field, 'pattern', undefined);
    removeMessage(editor, op.field, 'pattern');
  }
  const label = labelOf(editor, op.field);
  if (format) setMessage(editor, op.field, 'format', kindMessage(label, op.kind, 'format'));
  else removeMessage(editor, op.field, 'format');
  if (choiceKind && !toCheckboxes && !('oneOf' in messagesNow(editor, op.field))) {
    setMessage(editor, op.field, 'oneOf', kindMessage(label, op.kind, 'oneOf'));
  }
  if (op.kind === 'phone' && !('phoneNumber' in questionIn(editor, op.field).schema)) {
    const rule: StudioRule = { rule: 'phoneNumber', value: phoneCountries };
    setKeyword(editor, op.field, 'phoneNumber', ruleValue(rule));
    setMessage(editor, op.field, 'phoneNumber', ruleMessage(label, rule));
  }
  dropSettingsOfOtherKinds(editor, op.field, op.kind);
  setUiSetting(editor, op.field, 'ui:widget', factsOf(op.kind).widget);
  if (op.kind === 'address') {
    const { required, schema } = questionIn(editor, op.field);
    becomeAddress(editor, op.field, required ? messagesOf(schema).required : undefined);
  }
  if (toCheckboxes) {
    const { required, schema } = questionIn(editor, op.field);
    const message = messagesOf(schema).required;
    if (required) setTicksRequired(editor, op.field, message ?? requiredMessage(label, op.kind));
  }
  if (moving) reshapeAnswers(editor, op.field, toCheckboxes);
  keepTransformsForKind(editor, op.field, op.kind);
  reconcileExamples(editor, op.field, { offered: offeredFor(editor, op.field) });
  if (op.kind === 'phone') showRuleInExamples(editor, op.field, 'phoneNumber', label);
}
