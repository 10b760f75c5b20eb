import words from '../../../schemas/messages/studio-prefilled-messages.json';
import { fillWords } from './fill-words.ts';
import type { AnswerKind, MessageRuleName, StudioRule } from './studio-operations.ts';

/**
 * The error message a new rule starts with, in the GOV.UK style ("Enter your first name",
 * "First name must be 100 characters or fewer"), from the templates in
 * schemas/messages/studio-prefilled-messages.json: the editor sees it in the field that appears
 * with the rule, and changes it. A label that is a question cannot be turned into an instruction
 * reliably, so its messages speak of "your answer" and stay short.
 */

const fill = fillWords;

const isQuestion = (label: string) => label.trim().endsWith('?');
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;

/** What the customer is asked for, to follow "Enter": 'your email address', 'your answer'. */
function thing(label: string): string {
  const trimmed = label.trim();
  const whatIs = /^What is (your .+)\?$/i.exec(trimmed);
  if (whatIs?.[1]) return whatIs[1];
  if (isQuestion(trimmed)) return words.thingOfQuestion;
  const lower = lowerFirst(trimmed);
  return /^(your|the|a|an) /i.test(lower) ? lower : fill(words.thingOfLabel, { label: lower });
}

/** The subject of "must be…": the label, or 'Your answer' for a question. */
const subject = (label: string) => (isQuestion(label) ? words.subjectOfQuestion : label.trim());

const choiceKinds: readonly AnswerKind[] = ['radios', 'select', 'yes-no'];

/** The message a question's answer gets when it is missing. */
export function requiredMessage(label: string, kind: AnswerKind): string {
  const question = isQuestion(label);
  if (kind === 'yes-no' && question) return words.required.yesNoQuestion;
  if (choiceKinds.includes(kind)) {
    return question
      ? words.required.choiceQuestion
      : fill(words.required.choice, { thing: thing(label) });
  }
  if (kind === 'date' && question) return words.required.dateQuestion;
  if (kind === 'address') return words.required.address;
  return fill(words.required.text, { thing: thing(label) });
}

/** The message for a rule of the studio, pre-filled when the rule is added. */
export function ruleMessage(label: string, rule: StudioRule): string {
  const values = { subject: subject(label), thing: thing(label) };
  switch (rule.rule) {
    case 'maxLength':
    case 'minLength':
      return fill(words[rule.rule], { ...values, limit: rule.value });
    case 'customerNumber':
    case 'meterReading':
      return fill(words[rule.rule], values);
    case 'dateWithinPastMonths':
      return fill(words.dateWithinPastMonths, {
        ...values,
        months: rule.value === 1 ? words.oneMonth : fill(words.manyMonths, { count: rule.value }),
      });
    case 'phoneNumber': {
      const key = ['GB', 'IE'].filter((code) => rule.value.includes(code)).join(' ');
      const byCountries: Readonly<Record<string, string>> = words.phoneNumber;
      return byCountries[key] ?? words.phoneNumber['GB IE'];
    }
  }
}

/** The message for a rule a kind of answer brings with it (a date's or an email's format). */
export function kindMessage(
  label: string,
  kind: AnswerKind,
  rule: Extract<MessageRuleName, 'format' | 'oneOf'>,
): string {
  if (rule === 'oneOf') return requiredMessage(label, kind);
  if (kind === 'email') return words.emailFormat;
  return fill(words.dateFormat, { subject: subject(label) });
}
