import words from '../../../schemas/messages/studio-prefilled-messages.json';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { answerKinds } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { phoneCountries } from '../../../src/schema-forms/form-model/form-rules.ts';
import type { AnswerKind, MessageRuleName, StudioRule } from './studio-operations.ts';

/**
 * The error message a new rule starts with, in the GOV.UK style ("Enter your first name",
 * "First name must be 100 characters or fewer"), from the templates in
 * schemas/messages/studio-prefilled-messages.json: the editor sees it in the field that appears
 * with the rule, and changes it. A label that is a question is turned into an instruction only
 * where its words allow it plainly ("When is the best time to call you?": "Select the best time
 * to call you"; "Can we call you?": "Select yes if we can call you"); otherwise its messages
 * speak of "your answer" and stay short.
 */

const fill = fillMessage;

const isQuestion = (label: string) => label.trim().endsWith('?');
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;

/**
 * What the customer is asked for, to follow "Enter" or "Select": 'your email address', 'the best
 * time to call you' (from "When is the best time to call you?"), or 'your answer' for a question
 * that does not say it so plainly.
 */
function thing(label: string): string {
  const trimmed = label.trim();
  const whatIs = /^(?:What|When|Where) (?:is|are) ((?:your|the) .+)\?$/i.exec(trimmed);
  if (whatIs?.[1]) return whatIs[1];
  // An instruction ("Tell us about the extra support you need") asks for what follows its verb;
  // put after "Enter your", it would read "Enter your tell us about…".
  const asked =
    /^(?:Tell us(?: about)?|Give(?: us)?|Describe|Explain|List|Provide|Enter) (.+?)\.?$/i.exec(
      trimmed,
    );
  if (asked?.[1]) {
    return /^(?:your|the|a|an|any|details|what|how|why) /i.test(asked[1])
      ? lowerFirst(asked[1])
      : words.thingOfQuestion;
  }
  if (isQuestion(trimmed)) return words.thingOfQuestion;
  const lower = lowerFirst(trimmed);
  return /^(your|the|a|an) /i.test(lower) ? lower : fill(words.thingOfLabel, { label: lower });
}

/** The subject of "must be…": the label, or 'Your answer' for a question. */
const subject = (label: string) => (isQuestion(label) ? words.subjectOfQuestion : label.trim());

/**
 * A yes or no question as the statement it asks about, for "Select yes if…" (GOV.UK's pattern):
 * "Can we call you?" → 'we can call you', "Do you have a smart meter?" → 'you have a smart
 * meter'. Undefined when the question is not that plain (then "Select yes or no").
 */
function statementOf(label: string): string | undefined {
  const found =
    /^(Are|Is|Can|Could|Will|Would|Should|Have|Has|Do) (you|we|they|it|this) (.+)\?$/.exec(
      label.trim(),
    );
  if (!found) return undefined;
  const [, verb = '', subject = '', rest = ''] = found;
  return verb === 'Do' ? `${subject} ${rest}` : `${subject} ${verb.toLowerCase()} ${rest}`;
}

/** The message a question's answer gets when it is missing. */
export function requiredMessage(label: string, kind: AnswerKind): string {
  const question = isQuestion(label);
  const statement = kind === 'yes-no' ? statementOf(label) : undefined;
  if (statement) return fill(words.required.yesNoStatement, { statement });
  if (kind === 'yes-no' && question) return words.required.yesNoQuestion;
  const { shape } = answerKinds[kind];
  if (shape === 'choice' || shape === 'choices' || shape === 'yes-no') {
    const asked = thing(label);
    if (question && asked === words.thingOfQuestion) {
      return shape === 'choices' ? words.required.choicesQuestion : words.required.choiceQuestion;
    }
    return fill(words.required.choice, { thing: asked });
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
    case 'minimum':
    case 'maximum':
      return fill(words[rule.rule], { ...values, limit: rule.value });
    case 'customerNumber':
    case 'meterReading':
    case 'pattern':
      return fill(words[rule.rule], values);
    case 'dateWithinPastMonths':
      return fill(words.dateWithinPastMonths, {
        ...values,
        months: rule.value === 1 ? words.oneMonth : fill(words.manyMonths, { count: rule.value }),
      });
    case 'phoneNumber': {
      const key = phoneCountries.filter((code) => rule.value.includes(code)).join(' ');
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
