import {
  addressKeywords,
  addressUi,
  becomeAddress,
  setAddressRequired,
  stopBeingAddress,
} from './address-question.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { offeredAnswer } from './example-answers.ts';
import { formEditor, keyIndex, refuse, Refusal, type FormEditor } from './form-editor.ts';
import {
  isQuestionName,
  messagesOf,
  questionsOf,
  ruleKinds,
  rulesOf,
  ruleValue,
  uiOf,
} from './form-questions.ts';
import {
  conditionsOn,
  dropExamplesOnlyAbout,
  keepTransformsForKind,
  leadDeclarationOf,
  questionIn,
  questionLevelNodes,
  reconcileExamples,
  removeMessage,
  setKeyword,
  setMessage,
  setUiSetting,
  showRuleInExamples,
  type ExampleUpkeep,
} from './form-edits.ts';
import { dropSettingsOfOtherKinds } from './kind-settings.ts';
import { checkLeadName } from './lead-places.ts';
import { dropEmptyConditions, removeCondition, setCondition } from './condition-edits.ts';
import { refuseConditionsOutOfOrder } from './question-conditions.ts';
import { isPlacedByCode, placedByCodeReason } from './placed-by-code.ts';
import { kindMessage, requiredMessage, ruleMessage } from './rule-messages.ts';
import { setJsonValue, valueAtPath, pathOfPointer } from './json-text.ts';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { answerKindOf } from '../../../src/schema-forms/form-model/answer-kind-of.ts';
import { factsOf } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { choicesOf } from '../../../src/schema-forms/form-model/form-choices.ts';
import {
  customRuleNames,
  phoneCountries,
} from '../../../src/schema-forms/form-model/form-rules.ts';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { isAutocompleteToken } from './autocomplete-tokens.ts';
import { because } from './refusal-words.ts';
import type {
  AnswerKind,
  StudioChoice,
  StudioFiles,
  StudioOperation,
  StudioOperationResult,
  StudioRule,
} from './studio-operations.ts';

type Op<Name extends StudioOperation['op']> = Extract<StudioOperation, { op: Name }>;

const labelOf = (editor: FormEditor, name: string) => {
  const title = questionIn(editor, name).schema.title;
  return typeof title === 'string' ? title : name;
};

const kindOf = (editor: FormEditor, name: string): AnswerKind | undefined =>
  answerKindOf(questionIn(editor, name).schema, uiOf(editor.data('ui'), name));

const mustHaveWords = (
  text: string,
  empty:
    'emptyLabel' | 'emptyTitle' | 'emptySubmitText' | 'emptySubmittingText' | 'emptySharedMessage',
) => {
  if (text.trim() === '') refuse(because(empty));
};

function checkChoices(choices: readonly StudioChoice[] | undefined): readonly StudioChoice[] {
  if (!choices || choices.length < 2) return refuse(because('fewChoices'));
  const values = new Set<string>();
  for (const choice of choices) {
    if (choice.value.trim() === '' || choice.label.trim() === '') {
      refuse(because('choiceWithoutWords'));
    }
    if (values.has(choice.value)) refuse(because('choiceTwice', { value: choice.value }));
    values.add(choice.value);
  }
  return choices;
}

const optionOf = (choice: StudioChoice) => ({
  const: choice.value,
  title: choice.label,
  ...(choice.hint ? { description: choice.hint } : {}),
});

const oneOfOf = (choices: readonly StudioChoice[]) => choices.map(optionOf);

function checkRule(rule: StudioRule, kind: AnswerKind | undefined) {
  if (!kind || !ruleKinds[rule.rule].includes(kind)) {
    refuse(because('ruleDoesNotSuit', { rule: rule.rule }));
  }
  if ('value' in rule) {
    const { value } = rule;
    if (
      typeof value === 'number' &&
      (!Number.isInteger(value) || value < (rule.rule === 'dateWithinPastMonths' ? 1 : 0))
    ) {
      refuse(
        because(rule.rule === 'dateWithinPastMonths' ? 'monthsNotWhole' : 'lengthNotWhole', {
          rule: rule.rule,
        }),
      );
    }
    if (
      Array.isArray(value) &&
      (value.length === 0 ||
        value.some((code) => !(phoneCountries as readonly string[]).includes(code)))
    ) {
      refuse(because('phoneCountries'));
    }
  }
}

function setLabel(editor: FormEditor, op: Op<'set-label'>) {
  mustHaveWords(op.label, 'emptyLabel');
  editor.set('schema', [...questionIn(editor, op.field).path, 'title'], op.label);
}

function setHint(editor: FormEditor, op: Op<'set-hint'>) {
  const question = questionIn(editor, op.field);
  editor.set(
    'schema',
    [...question.path, 'description'],
    op.hint.trim() === '' ? undefined : op.hint,
    keyIndex(question.schema, 'title') === undefined
      ? undefined
      : (keyIndex(question.schema, 'title') ?? 0) + 1,
  );
}

/** Offers an answer of the question's kind to each valid example left without one. */
function offeredFor(editor: FormEditor, name: string): unknown {
  const question = questionIn(editor, name);
  const kind = kindOf(editor, name) ?? 'text';
  return offeredAnswer(kind, {
    choices: choicesOf(question.schema),
    maxLength:
      typeof question.schema.maxLength === 'number' ? question.schema.maxLength : undefined,
    customerNumber: question.schema.customerNumber === true,
    meterReading: question.schema.meterReading === true,
  });
}

function setRequired(editor: FormEditor, op: Op<'set-required'>, upkeep: ExampleUpkeep) {
  const question = questionIn(editor, op.field);
  const parent = questionLevelNodes(editor.data('schema')).find(
    ({ path }) => JSON.stringify(path) === JSON.stringify(question.parentPath),
  )?.node;
  const list = Array.isArray(parent?.required) ? parent.required.map(String) : undefined;
  if (op.required) {
    if (list?.includes(op.field))
      refuse(because('alreadyRequired', { label: labelOf(editor, op.field) }));
    if (list) editor.insert('schema', [...question.parentPath, 'required'], op.field);
    else {
      editor.set(
        'schema',
        [...question.parentPath, 'required'],
        [op.field],
        parent ? keyIndex(parent, 'properties') : undefined,
      );
    }
    const kind = kindOf(editor, op.field) ?? 'text';
    const message = op.message ?? requiredMessage(labelOf(editor, op.field), kind);
    setMessage(editor, op.field, 'required', message);
    if (kind === 'address') setAddressRequired(editor, op.field, message);
    reconcileExamples(editor, op.field, {
      ...upkeep,
      answers: op.exampleAnswers,
      offered: offeredFor(editor, op.field),
    });
    return;
  }
  if (!list?.includes(op.field)) {
    return refuse(because('alreadyOptional', { label: labelOf(editor, op.field) }));
  }
  const remaining = list.filter((name) => name !== op.field);
  editor.set(
    'schema',
    remaining.length === 0
      ? [...question.parentPath, 'required']
      : [...question.parentPath, 'required', list.indexOf(op.field)],
    undefined,
  );
  removeMessage(editor, op.field, 'required');
  if (kindOf(editor, op.field) === 'address') setAddressRequired(editor, op.field, undefined);
  reconcileExamples(editor, op.field);
}

function setAnswerKind(editor: FormEditor, op: Op<'set-answer-kind'>) {
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
  const choiceKind = op.kind === 'radios' || op.kind === 'select';
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
  if (choices) {
    setKeyword(editor, op.field, 'oneOf', oneOfOf(choices));
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
  if (choiceKind && !('oneOf' in messagesNow(editor, op.field))) {
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
  keepTransformsForKind(editor, op.field, op.kind);
  reconcileExamples(editor, op.field, { offered: offeredFor(editor, op.field) });
  if (op.kind === 'phone') showRuleInExamples(editor, op.field, 'phoneNumber', label);
}

const messagesNow = (editor: FormEditor, name: string) => {
  const messages = questionIn(editor, name).schema['x-errorMessages'];
  return isSchemaNode(messages) ? messages : {};
};

function addRule(editor: FormEditor, op: Op<'add-rule'>) {
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

function removeRule(editor: FormEditor, op: Op<'remove-rule'>) {
  if (!(op.rule in questionIn(editor, op.field).schema)) {
    refuse(because('noSuchRule', { label: labelOf(editor, op.field) }));
  }
  setKeyword(editor, op.field, op.rule, undefined);
  removeMessage(editor, op.field, op.rule);
  dropExamplesOnlyAbout(editor, op.field, op.rule);
  reconcileExamples(editor, op.field);
}

function setRule(editor: FormEditor, op: Op<'set-rule'>) {
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

function setErrorMessage(editor: FormEditor, op: Op<'set-error-message'>) {
  const question = questionIn(editor, op.field);
  const applies = op.rule === 'required' ? question.required : op.rule in question.schema;
  if (!applies) {
    refuse(because('messageForNoRule', { label: labelOf(editor, op.field), rule: op.rule }));
  }
  setMessage(editor, op.field, op.rule, op.message);
  if (op.rule === 'required' && kindOf(editor, op.field) === 'address') {
    setAddressRequired(editor, op.field, op.message);
  }
}

/**
 * Choices written as `enum` (values only, shown as their own words) become, in the enum's place,
 * the `oneOf` of `const` and `title` every other form uses (decision 043), so the words the
 * customer reads can differ from what is sent and a choice can have a hint; the enum's error
 * message becomes the list's.
 */
function choicesFromEnum(editor: FormEditor, op: Op<'set-choices'>) {
  const choices = checkChoices(op.choices);
  const question = questionIn(editor, op.field);
  const at = keyIndex(question.schema, 'enum');
  editor.set('schema', [...question.path, 'enum'], undefined);
  editor.set('schema', [...question.path, 'oneOf'], oneOfOf(choices), at);
  const messages = messagesNow(editor, op.field);
  if (typeof messages.enum === 'string' && !('oneOf' in messages)) {
    editor.renameKey(
      'schema',
      [...questionIn(editor, op.field).path, 'x-errorMessages'],
      'enum',
      'oneOf',
    );
  } else {
    removeMessage(editor, op.field, 'enum');
    if (!('oneOf' in messages)) {
      const kind = kindOf(editor, op.field) ?? 'radios';
      setMessage(editor, op.field, 'oneOf', kindMessage(labelOf(editor, op.field), kind, 'oneOf'));
    }
  }
  const fallback = questionIn(editor, op.field).schema.default;
  if (fallback !== undefined && !choices.some((choice) => choice.value === fallback)) {
    setKeyword(editor, op.field, 'default', undefined);
  }
  reconcileExamples(editor, op.field, { offered: choices[0]?.value });
}

function setChoices(editor: FormEditor, op: Op<'set-choices'>) {
  const question = questionIn(editor, op.field);
  if (Array.isArray(question.schema.enum) && !Array.isArray(question.schema.oneOf)) {
    return choicesFromEnum(editor, op);
  }
  if (!Array.isArray(question.schema.oneOf)) {
    refuse(because('noChoices', { label: labelOf(editor, op.field) }));
  }
  const choices = checkChoices(op.choices);
  const before = question.schema.oneOf as unknown[];
  const at = [...question.path, 'oneOf'];
  /** The hint a value had, wherever it was in the list. */
  const hintOf = (value: string) => {
    const kept = before.find((option) => isSchemaNode(option) && option.const === value);
    return isSchemaNode(kept) && typeof kept.description === 'string'
      ? kept.description
      : undefined;
  };
  choices.forEach((choice, index) => {
    const old = before[index];
    if (!isSchemaNode(old)) {
      const kept = before.find((option) => isSchemaNode(option) && option.const === choice.value);
      const hint =
        isSchemaNode(kept) && typeof kept.description === 'string' ? kept.description : '';
      editor.insert('schema', at, optionOf({ hint, ...choice }), index);
      return;
    }
    if (old.const !== choice.value) editor.set('schema', [...at, index, 'const'], choice.value);
    if (old.title !== choice.label) editor.set('schema', [...at, index, 'title'], choice.label);
    const hint = choice.hint !== undefined ? choice.hint || undefined : hintOf(choice.value);
    if (old.description !== hint) editor.set('schema', [...at, index, 'description'], hint);
  });
  for (let index = before.length - 1; index >= choices.length; index -= 1) {
    editor.set('schema', [...at, index], undefined);
  }
  const fallback = questionIn(editor, op.field).schema.default;
  if (fallback !== undefined && !choices.some((choice) => choice.value === fallback)) {
    setKeyword(editor, op.field, 'default', undefined);
  }
  reconcileExamples(editor, op.field, { offered: choices[0]?.value });
}

function setAutocomplete(editor: FormEditor, op: Op<'set-autocomplete'>) {
  questionIn(editor, op.field);
  const token = op.autocomplete.trim();
  if (token !== '' && !isAutocompleteToken(token)) {
    refuse(because('notAutocompleteToken', { token }));
  }
  if (token !== '' && kindOf(editor, op.field) === 'address') refuse(because('addressFillsItself'));
  setUiSetting(editor, op.field, 'ui:autocomplete', token === '' ? undefined : token);
}

function setDestination(editor: FormEditor, op: Op<'set-destination'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'resend'));
  }
  if (op.destination.kind === 'additional-information') {
    const problem = checkLeadName(op.destination.name, {
      files: editorFiles(editor),
      formId: editor.formId,
      field: op.field,
    });
    if (problem) refuse(problem);
  }
  editor.set(
    'schema',
    [...question.path, 'x-lead'],
    leadDeclarationOf(op.destination, kindOf(editor, op.field)),
  );
}

/** The files as the editor holds them now (for checks that read other forms too). */
const editorFiles = (editor: FormEditor): StudioFiles => editor.peek();

function addQuestion(editor: FormEditor, op: Op<'add-question'>, upkeep: ExampleUpkeep) {
  const schema = editor.data('schema');
  if (!isQuestionName(op.name)) {
    refuse(because('questionName'));
  }
  if (questionsOf(schema).some((question) => question.name === op.name)) {
    refuse(because('nameTaken', { name: op.name }));
  }
  mustHaveWords(op.label, 'emptyLabel');
  const choiceKind = op.kind === 'radios' || op.kind === 'select';
  const choices = choiceKind ? checkChoices(op.choices) : undefined;
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
  if (choices) messages.oneOf = kindMessage(op.label, op.kind, 'oneOf');
  const phone: StudioRule | undefined =
    op.kind === 'phone' ? { rule: 'phoneNumber', value: phoneCountries } : undefined;
  if (phone) messages.phoneNumber = ruleMessage(op.label, phone);
  const node = {
    type: factsOf(op.kind).type,
    title: op.label,
    ...(op.hint && op.hint.trim() !== '' ? { description: op.hint } : {}),
    ...(op.kind === 'address' ? addressKeywords(messages.required) : {}),
    ...(format ? { format } : {}),
    ...(choices ? { oneOf: oneOfOf(choices) } : {}),
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

function removeQuestion(editor: FormEditor, op: Op<'remove-question'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'remove'));
  }
  const schema = editor.data('schema');
  if (questionsOf(schema).length === 1) refuse(because('lastQuestion'));
  if (conditionsOn(schema, op.field)) {
    refuse(because('conditionsOnIt', { label: labelOf(editor, op.field) }));
  }
  dropExamplesOnlyAbout(editor, op.field);
  for (const { node, path } of questionLevelNodes(editor.data('schema')).reverse()) {
    const required = Array.isArray(node.required) ? node.required.map(String) : [];
    const index = required.indexOf(op.field);
    if (index === -1) continue;
    editor.set(
      'schema',
      required.length === 1 ? [...path, 'required'] : [...path, 'required', index],
      undefined,
    );
  }
  editor.set('schema', questionIn(editor, op.field).path, undefined);
  dropEmptyConditions(editor);
  const ui = editor.data('ui');
  if (Array.isArray(ui['ui:order'])) {
    const index = ui['ui:order'].map(String).indexOf(op.field);
    if (index !== -1) editor.set('ui', ['ui:order', index], undefined);
  }
  if (op.field in editor.data('ui')) editor.set('ui', [op.field], undefined);
  const key = `/${op.field}`;
  const examples = editor.examples();
  const list = Array.isArray(examples.examples) ? examples.examples : [];
  list.forEach((example: unknown, index) => {
    if (!isSchemaNode(example)) return;
    if (isSchemaNode(example.data) && op.field in example.data) {
      editor.set('examples', ['examples', index, 'data', op.field], undefined);
    }
    if (isSchemaNode(example.errors) && key in example.errors) {
      const left = Object.keys(example.errors).filter((pointer) => pointer !== key);
      if (left.length > 0) editor.set('examples', ['examples', index, 'errors', key], undefined);
      else {
        editor.set('examples', ['examples', index, 'errors'], undefined);
        editor.set('examples', ['examples', index, 'valid'], true);
      }
    }
  });
}

function moveQuestion(editor: FormEditor, op: Op<'move-question'>) {
  questionIn(editor, op.field);
  const ui = editor.data('ui');
  const order = questionOrder(editor.data('schema'), ui);
  const index = order.indexOf(op.field);
  const target = op.direction === 'up' ? index - 1 : index + 1;
  const neighbour = order[target];
  if (neighbour === undefined) {
    refuse(
      because(op.direction === 'up' ? 'alreadyFirst' : 'alreadyLast', {
        label: labelOf(editor, op.field),
      }),
    );
    return;
  }
  refuseConditionsOutOfOrder(editor, swapped(order, index, target));
  if (!Array.isArray(ui['ui:order'])) {
    const next = [...order];
    next[index] = neighbour;
    next[target] = op.field;
    editor.set('ui', ['ui:order'], next, 0);
    return;
  }
  const listed = ui['ui:order'].map(String);
  if (!listed.includes(neighbour) || !listed.includes(op.field)) {
    const next = [...order];
    next[index] = neighbour;
    next[target] = op.field;
    editor.set('ui', ['ui:order'], next);
    return;
  }
  editor.set('ui', ['ui:order', listed.indexOf(op.field)], neighbour);
  editor.set('ui', ['ui:order', listed.indexOf(neighbour)], op.field);
}

/** The order with the questions at `a` and `b` swapped. */
const swapped = (order: readonly string[], a: number, b: number) =>
  order.map((name, at) => (at === a ? order[b] : at === b ? order[a] : name) ?? name);

function renameQuestion(editor: FormEditor, op: Op<'rename-question'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'rename'));
  }
  if (!isQuestionName(op.newName)) {
    refuse(because('questionName'));
  }
  if (op.newName === op.field) refuse(because('sameName'));
  if (questionsOf(editor.data('schema')).some((other) => other.name === op.newName)) {
    refuse(because('nameTaken', { name: op.newName }));
  }
  const { field: from, newName: to } = op;
  for (const { node, path } of questionLevelNodes(editor.data('schema'))) {
    if (Array.isArray(node.required)) {
      node.required.forEach((name, index) => {
        if (name === from) editor.set('schema', [...path, 'required', index], to);
      });
    }
    if (isSchemaNode(node.properties) && from in node.properties) {
      editor.renameKey('schema', [...path, 'properties'], from, to);
    }
    if (isSchemaNode(node['x-errorMessages']) && from in node['x-errorMessages']) {
      editor.renameKey('schema', [...path, 'x-errorMessages'], from, to);
    }
    if (isSchemaNode(node.dependencies)) {
      for (const [key, value] of Object.entries(node.dependencies)) {
        if (Array.isArray(value)) {
          value.forEach((name, index) => {
            if (name === from) editor.set('schema', [...path, 'dependencies', key, index], to);
          });
        }
      }
      if (from in node.dependencies)
        editor.renameKey('schema', [...path, 'dependencies'], from, to);
    }
  }
  const ui = editor.data('ui');
  if (Array.isArray(ui['ui:order'])) {
    const index = ui['ui:order'].map(String).indexOf(from);
    if (index !== -1) editor.set('ui', ['ui:order', index], to);
  }
  if (from in ui) editor.renameKey('ui', [], from, to);
  const examples = editor.examples();
  const list = Array.isArray(examples.examples) ? examples.examples : [];
  list.forEach((example: unknown, index) => {
    if (!isSchemaNode(example)) return;
    if (isSchemaNode(example.data) && from in example.data) {
      editor.renameKey('examples', ['examples', index, 'data'], from, to);
    }
    if (isSchemaNode(example.errors)) {
      for (const pointer of Object.keys(example.errors)) {
        if (pointer === `/${from}` || pointer.startsWith(`/${from}/`)) {
          editor.renameKey(
            'examples',
            ['examples', index, 'errors'],
            pointer,
            `/${to}${pointer.slice(from.length + 1)}`,
          );
        }
      }
    }
  });
}

function setPageWords(editor: FormEditor, op: Op<'set-page-words'>) {
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

function setSharedMessage(files: StudioFiles, op: Op<'set-shared-message'>): StudioOperationResult {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*\.json$/.test(op.file))
    refuse(because('notMessagesFile', { file: op.file }));
  const path = `schemas/messages/${op.file}`;
  const text = files[path];
  if (text === undefined) return refuse(because('noMessagesFile', { file: op.file }));
  mustHaveWords(op.text, 'emptySharedMessage');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return refuse(because('notJson', { file: path }));
  }
  const jsonPath = pathOfPointer(data, pointerSegments(op.pointer));
  if (op.pointer === '' || typeof valueAtPath(text, jsonPath) !== 'string') {
    refuse(because('noMessageAt', { file: op.file, pointer: op.pointer }));
  }
  keepPlaceholders(String(valueAtPath(text, jsonPath)), op.text);
  const next = setJsonValue(text, jsonPath, op.text);
  if (next === text) refuse(because('changesNothing'));
  return { files: { ...files, [path]: next }, changed: [path] };
}

const placeholdersIn = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]);

/**
 * A shared message keeps the places the site fills in ({limit}, {remaining}, {over}…): one
 * deleted would leave the customer without the number; one added would be shown as written.
 */
function keepPlaceholders(before: string, after: string): void {
  const had = placeholdersIn(before);
  const has = placeholdersIn(after);
  const lost = had.find((name) => !has.includes(name));
  if (lost) refuse(because('placeholderLost', { placeholder: `{${lost}}` }));
  const unknown = has.find((name) => !had.includes(name));
  if (unknown) {
    const known = had.length > 0 ? had.map((name) => `{${name}}`).join(', ') : 'none';
    refuse(because('placeholderUnknown', { placeholder: `{${unknown}}`, known }));
  }
}

/** Runs one operation on a form's editor. */
function applyToForm(editor: FormEditor, operation: StudioOperation, upkeep: ExampleUpkeep) {
  switch (operation.op) {
    case 'set-label':
      return setLabel(editor, operation);
    case 'set-hint':
      return setHint(editor, operation);
    case 'set-required':
      return setRequired(editor, operation, upkeep);
    case 'set-answer-kind':
      return setAnswerKind(editor, operation);
    case 'add-rule':
      return addRule(editor, operation);
    case 'remove-rule':
      return removeRule(editor, operation);
    case 'set-rule':
      return setRule(editor, operation);
    case 'set-error-message':
      return setErrorMessage(editor, operation);
    case 'set-choices':
      return setChoices(editor, operation);
    case 'set-autocomplete':
      return setAutocomplete(editor, operation);
    case 'set-destination':
      return setDestination(editor, operation);
    case 'add-question':
      return addQuestion(editor, operation, upkeep);
    case 'remove-question':
      return removeQuestion(editor, operation);
    case 'set-condition':
      return setCondition(editor, operation, { offeredFor: (name) => offeredFor(editor, name) });
    case 'remove-condition':
      return removeCondition(editor, operation, { offeredFor: (name) => offeredFor(editor, name) });
    case 'move-question':
      return moveQuestion(editor, operation);
    case 'rename-question':
      return renameQuestion(editor, operation);
    case 'set-page-words':
      return setPageWords(editor, operation);
    case 'set-shared-message':
      return refuse(because('notMessagesFile', { file: operation.file }));
  }
}

function run(
  files: StudioFiles,
  operation: StudioOperation,
  upkeep: ExampleUpkeep = {},
): StudioOperationResult {
  try {
    if (operation.op === 'set-shared-message') return setSharedMessage(files, operation);
    const editor = formEditor(files, operation.formId);
    applyToForm(editor, operation, upkeep);
    return editor.result();
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.message };
    return {
      refused: because('unexpected', { error: (error as Error).message }),
    };
  }
}

/**
 * Applies one studio operation to the files in memory: the new texts and the paths that changed,
 * or the reason it is refused, in plain words. Nothing is written; only files under
 * schemas/forms/ and schemas/messages/ ever change.
 */
export function applyStudioOperation(
  files: StudioFiles,
  operation: StudioOperation,
): StudioOperationResult {
  return run(files, operation);
}

/**
 * The answers the studio would give the valid examples if `operation` (making a question
 * required, or adding a required one) were applied as it is: the pages show them for the
 * editor to change before applying.
 */
export function offeredExampleAnswers(
  files: StudioFiles,
  operation: StudioOperation,
): { readonly index: number; readonly name: string; readonly answer: unknown }[] {
  const offered: { index: number; name: string }[] = [];
  const result = run(files, operation, {
    onOffered: (index, name) => offered.push({ index, name }),
  });
  if ('refused' in result || (operation.op !== 'set-required' && operation.op !== 'add-question')) {
    return [];
  }
  const field = operation.op === 'add-question' ? operation.name : operation.field;
  const examples =
    result.files[`schemas/forms/${operation.formId}/${operation.formId}.examples.json`];
  const list =
    (JSON.parse(examples ?? '{}') as { examples?: { data?: Record<string, unknown> }[] })
      .examples ?? [];
  return offered.map((entry) => ({ ...entry, answer: list[entry.index]?.data?.[field] }));
}
