import words from '../../../schemas/messages/studio-changes.json';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { describeStudioForm, type StudioQuestion } from './describe-studio-form.ts';
import { autocompleteName } from './autocomplete-tokens.ts';
import { changedFiles } from './diff-studio-files.ts';
import { describeJourneyChange } from './describe-journey-change.ts';
import { fillMessage as fill } from '../../../src/site/fill-message.ts';
import { formIdsIn } from './studio-files.ts';
import type {
  AnswerKind,
  StudioDestination,
  StudioFiles,
  StudioRule,
} from './studio-operations.ts';

/**
 * A change in plain words, built from the files before and after it (not from the operations,
 * so an undone step or a hand edit reads the same): "'Email address' is now optional"; "New
 * question 'When is the best time to call you?' sends its answer to
 * additional-information/BestTimeToCall". The review page shows them and a commit takes them as
 * its message. The words are in schemas/messages/studio-changes.json.
 */

const kindWords: Readonly<Record<AnswerKind, string>> = words.kinds;

const months = (count: number) =>
  count === 1 ? words.oneMonth : fill(words.manyMonths, { count });

function ruleWords(rule: StudioRule): string {
  switch (rule.rule) {
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return fill(words.rules[rule.rule], { limit: rule.value });
    case 'customerNumber':
    case 'meterReading':
      return words.rules[rule.rule];
    case 'pattern':
      return fill(words.rules.pattern, { pattern: rule.value });
    case 'dateWithinPastMonths':
      return fill(words.rules.dateWithinPastMonths, { months: months(rule.value) });
    case 'phoneNumber': {
      const names: Readonly<Record<string, string>> = words.countries;
      const countries = rule.value.map((code) => names[code] ?? code).join(words.countriesJoin);
      return fill(words.rules.phoneNumber, { countries });
    }
  }
}

const ruleNameWords: Readonly<Record<string, string>> = words.brokenRules;

/** Where an answer goes: an address or a number said to go as text (its transform). */
function destinationWords(
  destination: StudioDestination | undefined,
  kind?: AnswerKind | undefined,
): string {
  if (!destination) return words.destination.placedByCode;
  if (destination.kind === 'not-sent') {
    return fill(words.destination.notSent, { reason: destination.reason });
  }
  const place =
    destination.kind === 'additional-information'
      ? `additional-information/${destination.name}`
      : destination.to.replace(/^\//, '');
  const sentence =
    kind === 'address'
      ? words.destination.sentAddressTo
      : kind === 'number'
        ? words.destination.sentNumberTo
        : words.destination.sentTo;
  return fill(sentence, { place });
}

/**
 * An example's answer as the editor knows it: an address by its label, the boxes ticked each as
 * written, joined with commas ("Morning", "Evening"), others as written.
 */
const answerWords = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(answerWords).join(', ')
    : JSON.stringify(
        isSchemaNode(value) && typeof value.address === 'string' ? value.address : value,
      );

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function questionChanges(before: StudioQuestion, after: StudioQuestion): string[] {
  const said: string[] = [];
  const say = (template: string, values: Readonly<Record<string, string>> = {}) =>
    said.push(fill(template, { label: after.label, ...values }));
  const sentences = words.question;
  if (before.label !== after.label) say(sentences.relabelled, { was: before.label });
  if (before.name !== after.name) {
    say(sentences.renamed, { name: after.name, oldName: before.name });
  }
  if (before.hint !== after.hint) {
    if (after.hint === undefined) say(sentences.hintRemoved);
    else say(sentences.hint, { hint: after.hint });
  }
  if (before.required !== after.required) {
    say(after.required ? sentences.required : sentences.optional);
  }
  if (before.kind !== after.kind && after.kind)
    say(sentences.kind, { kind: kindWords[after.kind] });
  for (const rule of after.rules) {
    const old = before.rules.find((candidate) => candidate.rule === rule.rule);
    if (!old) say(sentences.ruleAdded, { rule: ruleWords(rule) });
    else if (!same(old, rule)) {
      say(sentences.ruleChanged, { rule: ruleWords(rule), oldRule: ruleWords(old) });
    }
  }
  for (const rule of before.rules) {
    if (!after.rules.some((candidate) => candidate.rule === rule.rule)) {
      say(sentences.ruleRemoved, { rule: ruleWords(rule) });
    }
  }
  for (const [rule, message] of Object.entries(after.messages)) {
    if (before.messages[rule] !== undefined && before.messages[rule] !== message) {
      say(sentences.message, { message, broken: ruleNameWords[rule] ?? rule });
    }
  }
  if (!same(before.choices, after.choices) && after.choices.length > 0) {
    const choices = after.choices.map((choice) => choice.label).join(sentences.choicesJoin);
    say(sentences.choices, { choices });
  }
  if (before.autocomplete !== after.autocomplete) {
    if (after.autocomplete === undefined) say(sentences.autocompleteRemoved);
    else say(sentences.autocomplete, { detail: autocompleteName(after.autocomplete) });
  }
  if (before.condition?.said !== after.condition?.said) {
    if (after.condition) {
      say(sentences.condition, {
        on: after.condition.onLabel,
        answers: after.condition.answers.map((answer) => answer.label).join(words.answersJoin),
      });
    } else say(sentences.conditionRemoved);
  }
  if (!same(before.destination, after.destination)) {
    say(sentences.destination, {
      destination: destinationWords(after.destination, after.kind),
    });
  }
  return said;
}

/** A question in `before` and `after` under another name: the same label and settings. */
function renamedFrom(
  question: StudioQuestion,
  removed: readonly StudioQuestion[],
): StudioQuestion | undefined {
  const without = (entry: StudioQuestion) => ({ ...entry, name: '' });
  return (
    removed.find((old) => same(without(old), without(question))) ??
    removed.find((old) => old.label === question.label)
  );
}

/** Pairs of questions the change put the other way round: "'A' now comes before 'B'". */
function orderChanges(
  before: readonly string[],
  after: readonly string[],
  label: (name: string) => string,
) {
  const common = after.filter((name) => before.includes(name));
  const said: string[] = [];
  for (let index = 0; index + 1 < common.length; index += 1) {
    const first = common[index] ?? '';
    const second = common[index + 1] ?? '';
    if (before.indexOf(first) > before.indexOf(second)) {
      said.push(fill(words.question.order, { label: label(first), next: label(second) }));
    }
  }
  return said;
}

/** An example's answers (or its errors' pointers) under the names they have after renames. */
function underNewNames(
  entries: Readonly<Record<string, unknown>>,
  renamed: ReadonlyMap<string, string>,
  pointers = false,
): Record<string, unknown> {
  const newName = (key: string) =>
    pointers ? `/${renamed.get(key.slice(1)) ?? key.slice(1)}` : (renamed.get(key) ?? key);
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [newName(key), value]));
}

/**
 * What changed in each example. An answer kept under a question's new name is no change: the
 * rename says it (the status once said the example both "now answers" and "no longer answers").
 */
function exampleChanges(
  before: StudioFiles,
  after: StudioFiles,
  file: string,
  label: (name: string) => string,
  renamed: ReadonlyMap<string, string>,
): string[] {
  const parse = (text: string | undefined): unknown[] => {
    try {
      const data: unknown = JSON.parse(text ?? '{}');
      return isSchemaNode(data) && Array.isArray(data.examples) ? data.examples : [];
    } catch {
      return [];
    }
  };
  const old = parse(before[file]).filter(isSchemaNode);
  const now = parse(after[file]).filter(isSchemaNode);
  const said: string[] = [];
  for (const example of now) {
    const name = String(example.name);
    const say = (template: string, values: Readonly<Record<string, string>> = {}) =>
      said.push(fill(template, { example: name, ...values }));
    const previous = old.find((candidate) => candidate.name === example.name);
    if (!previous) {
      say(example.valid ? words.example.newValid : words.example.newInvalid);
      continue;
    }
    if (same(previous, example)) continue;
    const previousData = isSchemaNode(previous.data) ? previous.data : {};
    const previousErrors = isSchemaNode(previous.errors) ? previous.errors : {};
    if (previous.valid !== example.valid) {
      say(example.valid ? words.example.nowValid : words.example.nowInvalid);
    }
    const data = isSchemaNode(example.data) ? example.data : {};
    const oldData = underNewNames(previousData, renamed);
    for (const [key, value] of Object.entries(data)) {
      if (!same(oldData[key], value)) {
        say(words.example.answers, { label: label(key), answer: answerWords(value) });
      }
    }
    for (const key of Object.keys(oldData)) {
      if (!(key in data)) say(words.example.noLongerAnswers, { label: label(key) });
    }
    const errors = isSchemaNode(example.errors) ? example.errors : {};
    const oldErrors = underNewNames(previousErrors, renamed, true);
    for (const [pointer, rule] of Object.entries(errors)) {
      if (oldErrors[pointer] !== rule) {
        say(words.example.expects, {
          broken: ruleNameWords[String(rule)] ?? String(rule),
          label: label(pointer.slice(1)),
        });
      }
    }
    for (const pointer of Object.keys(oldErrors)) {
      if (!(pointer in errors) && example.valid === previous.valid) {
        say(words.example.noLongerExpects, { label: label(pointer.slice(1)) });
      }
    }
  }
  for (const example of old) {
    if (!now.some((other) => other.name === example.name)) {
      said.push(fill(words.example.removed, { example: String(example.name) }));
    }
  }
  return said;
}

function leaves(value: unknown, pointer = ''): [string, string][] {
  if (typeof value === 'string') return [[pointer, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => leaves(item, `${pointer}/${index}`));
  if (isSchemaNode(value)) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, `${pointer}/${key}`));
  }
  return [];
}

function messageChanges(before: string | undefined, after: string | undefined, file: string) {
  const read = (text: string | undefined) => {
    try {
      return new Map(leaves(JSON.parse(text ?? '{}')));
    } catch {
      return new Map<string, string>();
    }
  };
  const old = read(before);
  const name = file.replace('schemas/messages/', '');
  return [...read(after)]
    .filter(([pointer, text]) => old.get(pointer) !== text)
    .map(([pointer, text]) => fill(words.sharedMessage, { pointer, file: name, text }));
}

function formChanges(before: StudioFiles, after: StudioFiles, formId: string): string[] {
  const old = describeStudioForm(before, formId);
  const now = describeStudioForm(after, formId);
  if (!old || !now) {
    return [fill(now ? words.page.newForm : words.page.removedForm, { form: formId })];
  }
  const said: string[] = [];
  if (old.title !== now.title) said.push(fill(words.page.title, { title: now.title ?? '' }));
  if (old.submitText !== now.submitText) {
    said.push(fill(words.page.submitText, { text: now.submitText ?? '' }));
  }
  if (old.submittingText !== now.submittingText) {
    said.push(fill(words.page.submittingText, { text: now.submittingText ?? '' }));
  }
  const removed = old.questions.filter(
    (question) => !now.questions.some((q) => q.name === question.name),
  );
  const renamed = new Map<string, string>();
  for (const question of now.questions) {
    const previous = old.questions.find((q) => q.name === question.name);
    if (previous) {
      said.push(...questionChanges(previous, question));
      continue;
    }
    const from = renamedFrom(
      question,
      removed.filter((q) => !renamed.has(q.name)),
    );
    if (from) {
      renamed.set(from.name, question.name);
      said.push(...questionChanges(from, question));
      continue;
    }
    said.push(
      fill(question.required ? words.question.addedRequired : words.question.added, {
        label: question.label,
        destination: destinationWords(question.destination, question.kind),
      }),
    );
    said.push(...questionChanges({ ...question, condition: undefined }, question));
  }
  for (const question of removed) {
    if (!renamed.has(question.name)) {
      said.push(fill(words.question.removed, { label: question.label }));
    }
  }
  const label = (name: string) =>
    now.questions.find((q) => q.name === name)?.label ??
    old.questions.find((q) => q.name === name)?.label ??
    name;
  said.push(
    ...orderChanges(
      old.questions.map((q) => renamed.get(q.name) ?? q.name),
      now.questions.map((q) => q.name),
      label,
    ),
  );
  said.push(
    ...exampleChanges(
      before,
      after,
      `schemas/forms/${formId}/${formId}.examples.json`,
      label,
      renamed,
    ),
  );
  return said;
}

/** The change from `before` to `after`, one plain sentence per thing changed. */
export function describeStudioChange(before: StudioFiles, after: StudioFiles): string[] {
  const files = changedFiles(before, after);
  const forms = [...new Set([...formIdsIn(before), ...formIdsIn(after)])].filter((formId) =>
    files.some((file) => file.startsWith(`schemas/forms/${formId}/`)),
  );
  const byForm = forms.flatMap((formId) =>
    formChanges(before, after, formId).map((sentence) =>
      forms.length > 1 ? fill(words.inForm, { sentence, form: formId }) : sentence,
    ),
  );
  const messages = files
    .filter((file) => file.startsWith('schemas/messages/'))
    .flatMap((file) => messageChanges(before[file], after[file], file));
  return [...describeJourneyChange(before, after), ...byForm, ...messages];
}
