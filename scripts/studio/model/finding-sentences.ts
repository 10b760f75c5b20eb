import words from '../../../schemas/messages/studio-findings.json';
import { fillMessage as fill } from '../../../src/site/fill-message.ts';
import type { FindingPlace } from './finding-place.ts';

/** A finding as the studio says it to a content editor: what is wrong, and what to do. */
export interface FindingWords {
  readonly said: string;
  readonly fix: string;
}

/** How a finding names a question whose label it does not know. */
export const aQuestion = words.where.aQuestion;

const where = words.where;
const settingNames: Readonly<Record<string, string>> = words.where.settings;

/** The kinds of finding said by one sentence each (the others are worded by finding-words.ts). */
export type SentencedKind = keyof typeof words.findings;
const sentences: Readonly<Record<SentencedKind, FindingWords>> = words.findings;
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

/**
 * A finding of one of the kinds said by one sentence, from schemas/messages/studio-findings.json,
 * filled with the question's label in quotes (`{question}`), the words or setting it is about
 * (`{where}`), the part of the form or site its file holds (`{file}`) and its facts, each in
 * words where the messages have some ("takes": "date" is "a date").
 */
export function findingSentence(
  kind: SentencedKind,
  facts: Readonly<Record<string, unknown>>,
  about: { readonly label?: string; readonly place: FindingPlace; readonly file: string },
): FindingWords {
  const question = about.label === undefined ? aQuestion : `'${about.label}'`;
  const values = {
    ...factValues(facts),
    question,
    where: whereOf(about.place, question, about.file),
    file: fileOf(about.file),
  };
  const template = sentences[kind];
  return { said: sentence(fill(template.said, values)), fix: sentence(fill(template.fix, values)) };
}
