import { phoneCountries } from '../../../src/schema-forms/form-model/form-rules.ts';
import { addressKeywords, addressUi } from '../model/address-question.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { keyIndex, refuse, type FormEditor } from '../model/form-editor.ts';
import { questionsOf, ruleValue } from '../model/form-questions.ts';
import { isQuestionName } from '../../../src/schema-forms/form-model/question-names.ts';
import {
  leadDeclarationOf,
  reconcileExamples,
  setUiSetting,
  showRuleInExamples,
  type ExampleUpkeep,
} from '../model/form-edits.ts';
import { checkLeadName } from '../model/lead-places.ts';
import { kindMessage, requiredMessage, ruleMessage } from '../model/rule-messages.ts';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioRule } from '../model/studio-operations.ts';
import { offeredFor, editorFiles } from './question-facts.ts';
import { mustHaveWords } from './must-have-words.ts';
import { checkChoices, oneOfOf } from './choice-list.ts';
import { factsOf, isChoiceKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { checkboxesKeywords } from '../model/checkboxes-question.ts';
import type { Op } from './operation-of.ts';

/**
 * Adds a question after `after` (first when omitted), with its messages, its lead destination and,
 * when required, answers for the valid examples.
 */
export function addQuestion(editor: FormEditor, op: Op<'add-question'>, upkeep: ExampleUpkeep) {
  const schema = editor.data('schema');
  if (!isQuestionName(op.name)) {
    refuse(because('questionName'));
  }
  if (questionsOf(schema).some((question) => question.name === op.name)) {
    refuse(because('nameTaken', { name: op.name }));
  }
  mustHaveWords(op.label, 'emptyLabel');
  const choices = isChoiceKind(op.kind) ? checkChoices(op.choices) : undefined;
  const checkboxes = op.kind === 'checkboxes';
  if (op.destination.kind === 'additional-information') {
    const problem = checkLeadName(op.destination.name, {
      files: editorFiles(editor),
      formId: editor.formId,
    });
    if (problem) refuse(problem);
  }
  const messages: Record<string, string> = {};
  if (op.required) messages.required = op.requiredMessage ?? requiredMessage(op.label, op.kind);
  const format = factsOf(op.kind).format;
  if (format) messages.format = kindMessage(op.label, op.kind, 'format');
  // A box no customer could tick (not among the choices) needs no message of its own.
  if (choices && !checkboxes) messages.oneOf = kindMessage(op.label, op.kind, 'oneOf');
  if (checkboxes && messages.required) messages.minItems = messages.required;
  const phone: StudioRule | undefined =
    op.kind === 'phone' ? { rule: 'phoneNumber', value: phoneCountries } : undefined;
  if (phone) messages.phoneNumber = ruleMessage(op.label, phone);
  const node = {
    type: factsOf(op.kind).type,
    title: op.label,
    ...(op.hint && op.hint.trim() !== '' ? { description: op.hint } : {}),
    ...(op.kind === 'address' ? addressKeywords(messages.required) : {}),
    ...(format ? { format } : {}),
    ...(choices && !checkboxes ? { oneOf: oneOfOf(choices) } : {}),
    ...(choices && checkboxes ? checkboxesKeywords(oneOfOf(choices), op.required) : {}),
    ...(phone ? { phoneNumber: ruleValue(phone) } : {}),
    ...(Object.keys(messages).length > 0 ? { 'x-errorMessages': messages } : {}),
    'x-lead': leadDeclarationOf(op.destination, op.kind),
  };
  const order = questionOrder(schema, editor.data('ui'));
  if (op.after !== undefined && !order.includes(op.after)) {
    refuse(because('noQuestionToFollow', { name: op.after }));
  }
  const declared = Object.keys(isSchemaNode(schema.properties) ? schema.properties : {});
  const insertAt =
    op.after === undefined
      ? 0
      : declared.includes(op.after)
        ? declared.indexOf(op.after) + 1
        : undefined;
  editor.set('schema', ['properties', op.name], node, insertAt);
  if (op.required) {
    if (Array.isArray(schema.required)) editor.insert('schema', ['required'], op.name);
    else editor.set('schema', ['required'], [op.name], keyIndex(schema, 'properties'));
  }
  const ui = editor.data('ui');
  const position = op.after === undefined ? 0 : order.indexOf(op.after) + 1;
  if (Array.isArray(ui['ui:order'])) {
    const listed = ui['ui:order'].map(String);
    const at =
      op.after === undefined
        ? 0
        : listed.includes(op.after)
          ? listed.indexOf(op.after) + 1
          : listed.length;
    editor.insert('ui', ['ui:order'], op.name, at);
  } else if (order.length > 0) {
    const next = [...order];
    next.splice(position, 0, op.name);
    editor.set('ui', ['ui:order'], next, 0);
  }
  const widget = factsOf(op.kind).widget;
  if (widget) setUiSetting(editor, op.name, 'ui:widget', widget);
  if (op.kind === 'address') {
    setUiSetting(editor, op.name, 'ui:field', addressUi['ui:field']);
    setUiSetting(editor, op.name, 'ui:options', addressUi['ui:options']);
  }
  if (op.required) {
    reconcileExamples(editor, op.name, {
      ...upkeep,
      answers: op.exampleAnswers,
      offered: offeredFor(editor, op.name),
    });
  } else if (op.exampleAnswers) {
    Object.entries(op.exampleAnswers).forEach(([index, answer]) => {
      editor.set('examples', ['examples', Number(index), 'data', op.name], answer);
    });
  }
  if (phone) showRuleInExamples(editor, op.name, 'phoneNumber', op.label);
}
