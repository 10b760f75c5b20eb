import words from '../../../schemas/messages/studio-findings.json';
import changeWords from '../../../schemas/messages/studio-changes.json';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import type { FindingFacts } from '../../schema-check/finding-facts.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { fillMessage as fill } from '../../../src/site/fill-message.ts';
import type { FindingPlace } from './finding-place.ts';
import { questionsOf } from './form-questions.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';

/** A finding as the studio says it to a content editor: what is wrong, and what to do. */
export interface FindingWords {
  readonly said: string;
  readonly fix: string;
}

const ruleNames: Readonly<Record<string, string>> = words.ruleNames;
const where = words.where;
const settingNames: Readonly<Record<string, string>> = words.where.settings;

/** The kinds of finding worded by code of their own below; each other kind has one template. */
type WordedKind =
  | 'limits-cross'
  | 'limit-not-whole'
  | 'message-missing'
  | 'placeholder-unfilled'
  | 'label-missing'
  | 'message-empty'
  | 'message-unused'
  | 'pattern-invalid'
  | 'choice-twice'
  | 'default-not-choice'
  | 'page-words-empty'
  | 'examples-missing'
  | 'example-name'
  | 'rule-untried'
  | 'few-choices'
  | 'choice-without-words'
  | 'rule-unsuited'
  | 'autocomplete-unused'
  | 'condition-unknown'
  | 'condition-unoffered'
  | 'condition-never-met'
  | 'condition-before'
  | 'example-lead-refused'
  | 'example-misjudged';
type PlainKind = Exclude<FindingFacts['kind'], WordedKind>;

/** One sentence and its fix for each kind of finding not worded by code of its own. */
const plainWords: Readonly<Record<PlainKind, FindingWords>> = words.findings;
/** A fact's values in words ("takes": "date" is "a date"), by the fact's name. */
const factWords: Readonly<Record<string, Readonly<Record<string, string>> | string>> =
  words.factWords;
const fileWords: Readonly<Record<string, string>> = words.files;

/** A sentence starts with a capital letter, whatever it was filled with first. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A finding's facts as its words fill them: each value said in words where it has some. */
function factValues(facts: Readonly<Record<string, unknown>>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(facts).map(([name, value]) => {
      const named = factWords[name];
      const say = (one: unknown) =>
        typeof named === 'object' ? (named[String(one)] ?? String(one)) : String(one);
      if (Array.isArray(value)) return [name, value.map(say).join(words.factWords.join)];
      return [name, typeof value === 'number' ? value : say(value)];
    }),
  );
}

/** The part of the site a file holds, as an editor knows it ("The form's page layout"). */
function fileOf(file: string): string {
  const form = /^schemas\/forms\/[^/]+\/[^/]+\.(schema|ui|examples)\.json$/.exec(file)?.[1];
  const folder = /^(?:schemas\/)?(messages|leads|content|journeys)\/|^content-(fixtures)\//.exec(
    file,
  );
  return fileWords[form ?? folder?.[1] ?? folder?.[2] ?? 'other'] ?? fileWords.other ?? file;
}

/** The words or setting a finding is about ("the hint of 'Email address'", "the page heading"). */
function whereOf(place: FindingPlace, question: string, file: string): string {
  const setting = place.setting?.replace(/:.*$/, '');
  const named = setting === undefined ? undefined : settingNames[setting];
  if (place.field !== undefined) {
    return named === undefined ? question : fill(where.ofQuestion, { setting: named, question });
  }
  if (named !== undefined) return named;
  if (place.messages) return where.sharedMessage;
  if (place.example !== undefined || place.examples) return where.examples;
  if (place.formId !== undefined) return where.form;
  const part = fileOf(file);
  return `${part.charAt(0).toLowerCase()}${part.slice(1)}`;
}
const brokenRules: Readonly<Record<string, string>> = changeWords.brokenRules;
const limitWords: Readonly<Record<'minLength' | 'minimum' | 'minItems', FindingWords>> =
  words.limitsCross;

/** Each question's label in a form, by its name in the files. */
function labelsOf(files: StudioFiles, formId: string): ReadonlyMap<string, string> {
  let schema: unknown;
  try {
    schema = JSON.parse(files[formFilesOf(formId).schema] ?? '');
  } catch {
    return new Map();
  }
  if (!isSchemaNode(schema)) return new Map();
  return new Map(
    questionsOf(schema).map((question) => [
      question.name,
      typeof question.schema.title === 'string' ? question.schema.title : question.name,
    ]),
  );
}

/** "too short an answer to 'Textphone number' and a missing answer to 'Email address'". */
function brokenWords(
  broken: Readonly<Record<string, string>>,
  label: (name: string) => string,
): string {
  return Object.entries(broken)
    .map(([pointer, rule]) =>
      fill(words.example.broken, {
        broken: brokenRules[rule] ?? rule,
        label: label(pointerSegments(pointer)[0] ?? pointer),
      }),
    )
    .join(words.example.join);
}

function wordsOfFacts(
  facts: FindingFacts,
  question: string,
  labelOf: (name: string) => string,
  said: (kind: PlainKind, facts: Readonly<Record<string, unknown>>) => FindingWords,
): FindingWords {
  switch (facts.kind) {
    case 'limits-cross': {
      const template = limitWords[facts.low];
      const values = { label: question, low: facts.lowValue, high: facts.highValue };
      return { said: fill(template.said, values), fix: fill(template.fix, values) };
    }
    case 'limit-not-whole':
      return {
        said: fill(words.limitNotWhole.said, {
          label: question,
          rule: ruleNames[facts.rule] ?? facts.rule,
          value: facts.value,
        }),
        fix: words.limitNotWhole.fix,
      };
    case 'message-missing':
      return {
        said: fill(words.messageMissing.said, {
          label: question,
          rule: ruleNames[facts.rule] ?? facts.rule,
        }),
        fix: words.messageMissing.fix,
      };
    case 'placeholder-unfilled': {
      const values = {
        label: question,
        rule: ruleNames[facts.rule] ?? facts.rule,
        placeholder: facts.placeholder,
      };
      return {
        said: fill(words.placeholderUnfilled.said, values),
        fix: fill(words.placeholderUnfilled.fix, values),
      };
    }
    case 'label-missing':
      return words.labelMissing;
    case 'message-empty':
    case 'message-unused': {
      const template = facts.kind === 'message-empty' ? words.messageEmpty : words.messageUnused;
      const values = { label: question, rule: ruleNames[facts.rule] ?? facts.rule };
      return { said: fill(template.said, values), fix: fill(template.fix, values) };
    }
    case 'pattern-invalid':
      return {
        said: fill(words.patternInvalid.said, { label: question }),
        fix: words.patternInvalid.fix,
      };
    case 'choice-twice':
      return {
        said: fill(words.choiceTwice.said, { label: question, choice: facts.choice }),
        fix: words.choiceTwice.fix,
      };
    case 'default-not-choice':
      return {
        said: fill(words.defaultNotChoice.said, { label: question }),
        fix: words.defaultNotChoice.fix,
      };
    case 'page-words-empty':
      return words.pageWordsEmpty[facts.words];
    case 'examples-missing':
      return words.examplesMissing[
        facts.valid === undefined ? 'none' : facts.valid ? 'valid' : 'invalid'
      ];
    case 'example-name':
      return facts.name === ''
        ? words.exampleName.none
        : {
            said: fill(words.exampleName.twice.said, { name: facts.name }),
            fix: words.exampleName.twice.fix,
          };
    case 'rule-untried':
      return {
        said: fill(words.ruleUntried.said, { rule: ruleNames[facts.rule] ?? facts.rule }),
        fix: words.ruleUntried.fix,
      };
    case 'few-choices':
      return {
        said: fill(facts.count === 1 ? words.fewChoices.one : words.fewChoices.none, {
          label: question,
        }),
        fix: words.fewChoices.fix,
      };
    case 'choice-without-words':
      return {
        said: fill(words.choiceWithoutWords.said, { label: question }),
        fix: words.choiceWithoutWords.fix,
      };
    case 'rule-unsuited': {
      const values = { label: question, rule: ruleNames[facts.rule] ?? facts.rule };
      return {
        said: fill(words.ruleUnsuited.said, values),
        fix: fill(words.ruleUnsuited.fix, values),
      };
    }
    case 'autocomplete-unused': {
      const template = words.autocompleteUnused[facts.address ? 'address' : 'token'];
      return { said: fill(template.said, { label: question }), fix: template.fix };
    }
    case 'condition-unknown':
      return words.conditionUnknown;
    case 'condition-unoffered':
    case 'condition-never-met':
    case 'condition-before': {
      const template = {
        'condition-unoffered': words.conditionUnoffered,
        'condition-never-met': words.conditionNeverMet,
        'condition-before': words.conditionBefore,
      }[facts.kind];
      return { said: fill(template.said, facts), fix: fill(template.fix, facts) };
    }
    case 'example-lead-refused': {
      const template = words.exampleLeadRefused[facts.answer === undefined ? 'code' : 'answer'];
      const values = { example: facts.example, label: labelOf(facts.answer ?? '') };
      return { said: fill(template.said, values), fix: fill(template.fix, values) };
    }
    case 'example-misjudged': {
      const found = brokenWords(facts.found, labelOf);
      const said = facts.valid
        ? fill(words.example.shouldPass, { example: facts.example, found })
        : fill(words.example.shouldFail, {
            example: facts.example,
            expected: brokenWords(facts.expected, labelOf),
            outcome: found === '' ? words.example.accepts : fill(words.example.refuses, { found }),
          });
      return { said, fix: words.example.fix };
    }
    default: {
      const { kind, ...values } = facts;
      return said(kind, values);
    }
  }
}

/**
 * A finding of the check in a content editor's words, from the same finding `schemas:check`
 * prints for a developer: its facts worded with the question's label, the rules' plain names and
 * the part of the form it is in ("In 'Textphone number', the shortest answer allowed (30
 * characters) is longer than the longest (20)"). The file and pointer stay the developer's (the
 * studio shows them apart).
 */
export function findingWords(
  files: StudioFiles,
  problem: Pick<Problem, 'file' | 'facts'>,
  place: FindingPlace,
): FindingWords {
  const labels =
    place.formId === undefined ? new Map<string, string>() : labelsOf(files, place.formId);
  const labelOf = (name: string) => labels.get(name) ?? name;
  const label = place.field === undefined ? undefined : labelOf(place.field);
  const question = label === undefined ? where.aQuestion : `'${label}'`;
  const values = {
    question,
    where: whereOf(place, question, problem.file),
    file: fileOf(problem.file),
  };
  const said = (kind: PlainKind, facts: Readonly<Record<string, unknown>>): FindingWords => {
    const template = plainWords[kind];
    const filled = { ...factValues(facts), ...values };
    return {
      said: sentence(fill(template.said, filled)),
      fix: sentence(fill(template.fix, filled)),
    };
  };
  return wordsOfFacts(problem.facts, label ?? where.aQuestion, labelOf, said);
}
