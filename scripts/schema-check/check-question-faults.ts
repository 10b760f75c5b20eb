import type { FindingFacts } from './finding-facts.ts';
import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { answerKindOf } from '../../src/schema-forms/form-model/answer-kind-of.ts';
import { editableRuleNames } from '../../src/schema-forms/form-model/form-rules.ts';
import { isQuestionName, uiOf } from '../../src/schema-forms/form-model/question-names.ts';
import { ruleKinds } from '../../src/schema-forms/form-model/answer-kinds.ts';
import type { AnswerKind } from '../../src/schema-forms/form-model/answer-kinds.ts';
import type { Problem } from './problems.ts';
import {
  autocompleteFault,
  choiceFaults,
  isPhoneCountryList,
  isWholeCount,
  leastCountOf,
  ruleSuits,
  type ChoiceWords,
} from './question-faults.ts';
import { isSchemaNode } from './schema-tree.ts';

/** The answers each kind takes, as a sentence ends ("…, which takes a date"). */
const kindWords: Readonly<Record<AnswerKind, string>> = {
  text: 'typed text',
  textarea: 'a longer typed text',
  number: 'a number',
  'yes-no': 'a yes or no answer',
  radios: 'a choice',
  checkboxes: 'one choice or more',
  select: 'a choice',
  date: 'a date',
  email: 'an email address',
  phone: 'a phone number',
  address: 'an address',
};

/**
 * A field's choices with the words the customer reads: an enum's values are its own words. A
 * checkboxes question's choices are its items' (`list` is then where they are: 'items/oneOf').
 */
function choiceWordsOf(field: SchemaNode): { list: string; choices: ChoiceWords[] } | undefined {
  if (field.type === 'array' && isSchemaNode(field.items)) {
    const listed = choiceWordsOf(field.items);
    return listed && { ...listed, list: `items/${listed.list}` };
  }
  const node = field;
  if (Array.isArray(node.enum)) {
    return { list: 'enum', choices: node.enum.map((value) => ({ value, label: String(value) })) };
  }
  const list = Array.isArray(node.oneOf) ? 'oneOf' : Array.isArray(node.anyOf) ? 'anyOf' : '';
  const options = list === '' ? [] : (node[list] as unknown[]);
  if (options.length === 0 || !options.every((option) => isSchemaNode(option) && 'const' in option))
    return undefined;
  return {
    list,
    choices: (options as SchemaNode[]).map((option) => ({
      value: option.const,
      label: option.title,
    })),
  };
}

/**
 * What the forms studio refuses to write about a question, found written by hand (decision 057):
 * a name the studio could not give, a rule that does not suit the kind of answer or takes a value
 * it cannot, a list of choices with nothing to choose between or a choice without words, a
 * required checkboxes question that an empty list still answers, and an autocomplete token
 * browsers ignore. The rules are the studio's own (question-faults.ts).
 */
export function checkQuestionFaults(
  files: { readonly schema: string; readonly ui: string },
  schema: SchemaNode,
  ui: SchemaNode,
): Problem[] {
  const problems: Problem[] = [];
  const add = (file: string, pointer: string, message: string, fix: string, facts: FindingFacts) =>
    problems.push({ file, pointer, message, fix, facts });
  for (const field of fieldsOf(schema)) {
    const node = field.schema;
    const label = typeof node.title === 'string' ? node.title : field.path;
    const listed = choiceWordsOf(node);
    for (const fault of listed ? choiceFaults(listed.choices) : []) {
      if (fault.fault === 'fewChoices') {
        add(
          files.schema,
          `${field.pointer}/${listed?.list ?? ''}`,
          `'${label}' has ${listed?.choices.length === 1 ? 'one choice' : 'no choices'}, so the customer has nothing to choose between.`,
          'Add the other choices, or ask another way: a yes or no, or typed text.',
          { kind: 'few-choices', count: listed?.choices.length ?? 0 },
        );
      } else if (fault.fault === 'choiceWithoutWords') {
        add(
          files.schema,
          `${field.pointer}/${listed?.list ?? ''}/${fault.index}`,
          `A choice of '${label}' has no words for the customer or no value to send, so it would show empty or send nothing.`,
          'Give the choice a "title" the customer reads and a "const" that is sent.',
          { kind: 'choice-without-words' },
        );
      }
    }
    if (field.path.includes('.')) continue;
    if (!isQuestionName(field.path)) {
      add(
        files.schema,
        field.pointer,
        `"${field.path}" cannot be a question's name: a name starts with a letter and has only letters, numbers and underscores.`,
        `Rename it, like bestTimeToCall, in "required", "ui:order", the UI schema and the examples too.`,
        { kind: 'question-name' },
      );
    }
    const entry = uiOf(ui, field.path);
    const kind = answerKindOf(node, entry);
    for (const rule of editableRuleNames.filter((name) => name in node)) {
      const at = `${field.pointer}/${rule}`;
      const value = node[rule];
      if (!ruleSuits(rule, kind)) {
        const suited = ruleKinds[rule].map((suits) => kindWords[suits]);
        add(
          files.schema,
          at,
          `The rule "${rule}" does not suit '${label}', which takes ${kind ? kindWords[kind] : 'no kind of answer the forms know'}, so it would check what it was not made for, or nothing.`,
          `Remove "${rule}" and its message, or keep it for a question that takes ${[...new Set(suited)].join(' or ')}.`,
          { kind: 'rule-unsuited', rule },
        );
      }
      if (rule === 'dateWithinPastMonths' && !isWholeCount(value, leastCountOf(rule))) {
        add(
          files.schema,
          at,
          `"${rule}" is ${JSON.stringify(value)}, but it needs a whole number of months, 1 or more.`,
          `Set "${rule}" to how many months back a date may be, like 1.`,
          { kind: 'months-not-whole', value: JSON.stringify(value) ?? String(value) },
        );
      }
      if (rule === 'phoneNumber' && !isPhoneCountryList(value)) {
        add(
          files.schema,
          at,
          `"${rule}" is ${JSON.stringify(value)}, but the site checks UK (GB) and Irish (IE) numbers only, and needs at least one.`,
          'Write ["GB"], ["IE"] or ["GB", "IE"].',
          { kind: 'phone-countries' },
        );
      }
    }
    if (kind === 'checkboxes' && field.required && !isWholeCount(node.minItems, 1)) {
      add(
        files.schema,
        'minItems' in node ? `${field.pointer}/minItems` : field.pointer,
        `'${label}' is required, but without "minItems": 1 a customer who ticks a box and unticks it again goes on having answered nothing.`,
        'Add "minItems": 1 with the same message as "required", or make the question optional.',
        { kind: 'ticks-not-required' },
      );
    }
    const token = entry['ui:autocomplete'];
    const fault = typeof token === 'string' ? autocompleteFault(token.trim(), kind) : undefined;
    const at = `/${pointerPart(field.path)}/ui:autocomplete`;
    if (fault === 'notAutocompleteToken') {
      add(
        files.ui,
        at,
        `"${String(token)}" is not an autocomplete token of the HTML standard, so browsers would ignore it.`,
        'Use one of the standard’s tokens, like "email", "tel" or "given-name", or remove it.',
        { kind: 'autocomplete-unused', address: false },
      );
    } else if (fault === 'addressFillsItself') {
      add(
        files.ui,
        at,
        `'${label}' is an address, whose boxes already tell the browser what each one asks for, so its own autocomplete does nothing.`,
        'Remove "ui:autocomplete".',
        { kind: 'autocomplete-unused', address: true },
      );
    }
  }
  return problems;
}
