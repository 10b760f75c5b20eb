import words from '../../../schemas/messages/studio-findings.json';
import changeWords from '../../../schemas/messages/studio-changes.json';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import type { FindingFacts } from '../../schema-check/finding-facts.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { fillMessage as fill } from '../../../src/site/fill-message.ts';
import type { FindingPlace } from './finding-place.ts';
import {
  aQuestion,
  findingSentence,
  type FindingWords,
  type SentencedKind,
} from './finding-sentences.ts';
import { questionsOf } from './form-questions.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';

const ruleNames: Readonly<Record<string, string>> = words.ruleNames;
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
  said: (kind: SentencedKind, facts: Readonly<Record<string, unknown>>) => FindingWords,
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
    case 'ticks-not-required':
      return {
        said: fill(words.ticksNotRequired.said, { label: question }),
        fix: fill(words.ticksNotRequired.fix, { label: question }),
      };
    case 'example-unoffered': {
      const values = { ...facts, label: labelOf(facts.answer) };
      return { said: fill(words.exampleUnoffered.said, values), fix: words.exampleUnoffered.fix };
    }
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
  const said = (kind: SentencedKind, facts: Readonly<Record<string, unknown>>) =>
    findingSentence(kind, facts, { label, place, file: problem.file });
  return wordsOfFacts(problem.facts, label ?? aQuestion, labelOf, said);
}
