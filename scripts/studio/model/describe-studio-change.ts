import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { describeStudioForm, type StudioQuestion } from './describe-studio-form.ts';
import { changedFiles } from './diff-studio-files.ts';
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
 * its message.
 */

const kindWords: Readonly<Record<AnswerKind, string>> = {
  text: 'one line of text',
  textarea: 'several lines of text',
  number: 'a number',
  'yes-no': 'yes or no',
  radios: 'one of a list, as radios',
  select: 'one of a list, as a select',
  date: 'a date',
  email: 'an email address',
  phone: 'a phone number',
  address: 'an address',
};

function ruleWords(rule: StudioRule): string {
  switch (rule.rule) {
    case 'minLength':
      return `${rule.value} characters or more`;
    case 'maxLength':
      return `${rule.value} characters or fewer`;
    case 'customerNumber':
      return 'an account number as on a bill';
    case 'meterReading':
      return 'a meter reading of up to 6 numbers';
    case 'dateWithinPastMonths':
      return `a date in the last ${rule.value === 1 ? 'month' : `${rule.value} months`}`;
    case 'phoneNumber':
      return `a ${rule.value.map((code) => (code === 'IE' ? 'Irish' : 'UK')).join(' or ')} phone number`;
  }
}

const ruleNameWords: Readonly<Record<string, string>> = {
  required: 'a missing answer',
  minLength: 'too short an answer',
  maxLength: 'too long an answer',
  customerNumber: 'a wrong account number',
  meterReading: 'a wrong meter reading',
  dateWithinPastMonths: 'a date outside its window',
  phoneNumber: 'a wrong phone number',
  format: 'an answer in the wrong format',
  oneOf: 'an answer not in the list',
  pattern: 'an answer with characters it does not allow',
};

function destinationWords(destination: StudioDestination | undefined): string {
  if (!destination) return 'is placed by code';
  if (destination.kind === 'not-sent') return `is not sent (${destination.reason})`;
  if (destination.kind === 'additional-information') {
    return `sends its answer to additional-information/${destination.name}`;
  }
  return `sends its answer to ${destination.to.replace(/^\//, '')}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function questionChanges(before: StudioQuestion, after: StudioQuestion): string[] {
  const was = `'${before.label}'`;
  const now = `'${after.label}'`;
  const said: string[] = [];
  if (before.label !== after.label) said.push(`${was} is now called ${now}`);
  if (before.name !== after.name) {
    said.push(`${now} is now named ${after.name} in the files (it was ${before.name})`);
  }
  if (before.hint !== after.hint) {
    said.push(
      after.hint === undefined
        ? `${now} no longer has a hint`
        : `${now} now has the hint '${after.hint}'`,
    );
  }
  if (before.required !== after.required) {
    said.push(`${now} is now ${after.required ? 'required' : 'optional'}`);
  }
  if (before.kind !== after.kind && after.kind) {
    said.push(`${now} now takes ${kindWords[after.kind]}`);
  }
  for (const rule of after.rules) {
    const old = before.rules.find((candidate) => candidate.rule === rule.rule);
    if (!old) said.push(`${now} now must be ${ruleWords(rule)}`);
    else if (!same(old, rule))
      said.push(`${now} now must be ${ruleWords(rule)} (it was ${ruleWords(old)})`);
  }
  for (const rule of before.rules) {
    if (!after.rules.some((candidate) => candidate.rule === rule.rule)) {
      said.push(`${now} no longer must be ${ruleWords(rule)}`);
    }
  }
  for (const [rule, message] of Object.entries(after.messages)) {
    if (before.messages[rule] !== undefined && before.messages[rule] !== message) {
      said.push(`${now} now says '${message}' for ${ruleNameWords[rule] ?? rule}`);
    }
  }
  if (!same(before.choices, after.choices) && after.choices.length > 0) {
    said.push(`${now} now offers: ${after.choices.map((choice) => choice.label).join(', ')}`);
  }
  if (before.autocomplete !== after.autocomplete) {
    said.push(
      after.autocomplete === undefined
        ? `${now} is no longer filled in by the browser`
        : `${now} can be filled in by the browser as '${after.autocomplete}'`,
    );
  }
  if (!same(before.destination, after.destination)) {
    said.push(`${now} now ${destinationWords(after.destination)}`);
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
      said.push(`'${label(first)}' now comes before '${label(second)}'`);
    }
  }
  return said;
}

function exampleChanges(
  before: StudioFiles,
  after: StudioFiles,
  file: string,
  label: (name: string) => string,
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
    const name = `'${String(example.name)}'`;
    const previous = old.find((candidate) => candidate.name === example.name);
    if (!previous) {
      said.push(`New ${example.valid ? 'valid' : 'invalid'} example ${name}`);
      continue;
    }
    if (same(previous, example)) continue;
    if (previous.valid !== example.valid) {
      said.push(`The example ${name} is now ${example.valid ? 'valid' : 'invalid'}`);
    }
    const data = isSchemaNode(example.data) ? example.data : {};
    const oldData = isSchemaNode(previous.data) ? previous.data : {};
    for (const [key, value] of Object.entries(data)) {
      if (!same(oldData[key], value)) {
        said.push(`The example ${name} now answers '${label(key)}' with ${JSON.stringify(value)}`);
      }
    }
    for (const key of Object.keys(oldData)) {
      if (!(key in data)) said.push(`The example ${name} no longer answers '${label(key)}'`);
    }
    const errors = isSchemaNode(example.errors) ? example.errors : {};
    const oldErrors = isSchemaNode(previous.errors) ? previous.errors : {};
    for (const [pointer, rule] of Object.entries(errors)) {
      if (oldErrors[pointer] !== rule) {
        said.push(
          `The example ${name} now expects the error for ${ruleNameWords[String(rule)] ?? String(rule)} to '${label(pointer.slice(1))}'`,
        );
      }
    }
    for (const pointer of Object.keys(oldErrors)) {
      if (!(pointer in errors) && example.valid === previous.valid) {
        said.push(
          `The example ${name} no longer expects an error for '${label(pointer.slice(1))}'`,
        );
      }
    }
  }
  for (const example of old) {
    if (!now.some((other) => other.name === example.name)) {
      said.push(`The example '${String(example.name)}' is removed`);
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
    .map(([pointer, text]) => `The shared message ${pointer} of ${name} now reads '${text}'`);
}

function formChanges(before: StudioFiles, after: StudioFiles, formId: string): string[] {
  const old = describeStudioForm(before, formId);
  const now = describeStudioForm(after, formId);
  if (!old || !now) return now ? [`New form ${formId}`] : [`The form ${formId} is removed`];
  const said: string[] = [];
  if (old.title !== now.title) said.push(`The page title is now '${now.title ?? ''}'`);
  if (old.submitText !== now.submitText) said.push(`The button now says '${now.submitText ?? ''}'`);
  if (old.submittingText !== now.submittingText) {
    said.push(`While sending, the button now says '${now.submittingText ?? ''}'`);
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
      `New ${question.required ? 'required ' : ''}question '${question.label}' ${destinationWords(question.destination)}`,
    );
  }
  for (const question of removed) {
    if (!renamed.has(question.name)) said.push(`The question '${question.label}' is removed`);
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
    ...exampleChanges(before, after, `schemas/forms/${formId}/${formId}.examples.json`, label),
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
      forms.length > 1 ? `${sentence} (${formId})` : sentence,
    ),
  );
  const messages = files
    .filter((file) => file.startsWith('schemas/messages/'))
    .flatMap((file) => messageChanges(before[file], after[file], file));
  return [...byForm, ...messages];
}
