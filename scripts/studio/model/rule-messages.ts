import type { AnswerKind, MessageRuleName, StudioRule } from './studio-operations.ts';

/**
 * The error message a new rule starts with, in the GOV.UK style ("Enter your first name",
 * "First name must be 100 characters or fewer"): the editor sees it in the field that appears
 * with the rule, and changes it. A label that is a question cannot be turned into an instruction
 * reliably, so its messages speak of "your answer" and stay short.
 */

const isQuestion = (label: string) => label.trim().endsWith('?');
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;

/** What the customer is asked for, to follow "Enter": 'your email address', 'your answer'. */
function thing(label: string): string {
  const trimmed = label.trim();
  const whatIs = /^What is (your .+)\?$/i.exec(trimmed);
  if (whatIs?.[1]) return whatIs[1];
  if (isQuestion(trimmed)) return 'your answer';
  const lower = lowerFirst(trimmed);
  return /^(your|the|a|an) /i.test(lower) ? lower : `your ${lower}`;
}

/** The subject of "must be…": the label, or 'Your answer' for a question. */
const subject = (label: string) => (isQuestion(label) ? 'Your answer' : label.trim());

const months = (count: number) => (count === 1 ? 'month' : `${count} months`);

const countries: Readonly<Record<string, string>> = { GB: 'UK', IE: 'Irish' };

function phoneMessage(codes: readonly string[]): string {
  const names = codes.map((code) => countries[code] ?? code);
  const like =
    codes.includes('IE') && codes.includes('GB')
      ? 'like 07911 123456 or +353 87 123 4567'
      : codes.includes('IE')
        ? 'like +353 87 123 4567'
        : 'like 07911 123456';
  return `Enter a ${names.join(' or ')} telephone number, ${like}`;
}

const choiceKinds: readonly AnswerKind[] = ['radios', 'select', 'yes-no'];

/** The message a question's answer gets when it is missing. */
export function requiredMessage(label: string, kind: AnswerKind): string {
  if (kind === 'yes-no') return isQuestion(label) ? 'Select yes or no' : `Select ${thing(label)}`;
  if (choiceKinds.includes(kind))
    return isQuestion(label) ? 'Select an answer' : `Select ${thing(label)}`;
  if (kind === 'date' && isQuestion(label)) return 'Enter a date';
  return `Enter ${thing(label)}`;
}

/** The message for a rule of the studio, pre-filled when the rule is added. */
export function ruleMessage(label: string, rule: StudioRule): string {
  switch (rule.rule) {
    case 'maxLength':
      return `${subject(label)} must be ${rule.value} characters or fewer`;
    case 'minLength':
      return `${subject(label)} must be ${rule.value} characters or more`;
    case 'customerNumber':
      return `Enter ${thing(label)} as it appears on your bill: 85 and 10 numbers, A and 4 to 8 numbers, or BGX and 4 or 5 numbers`;
    case 'meterReading':
      return `${subject(label)} must be up to 6 numbers, like 012345`;
    case 'dateWithinPastMonths':
      return `${subject(label)} must be today or in the last ${months(rule.value)}`;
    case 'phoneNumber':
      return phoneMessage(rule.value);
  }
}

/** The message for a rule a kind of answer brings with it (a date's or an email's format). */
export function kindMessage(
  label: string,
  kind: AnswerKind,
  rule: Extract<MessageRuleName, 'format' | 'oneOf'>,
): string {
  if (rule === 'oneOf') return requiredMessage(label, kind);
  if (kind === 'email')
    return 'Enter an email address in the correct format, like name@example.com';
  return `${subject(label)} must be a real date, like {recentDate}`;
}
