import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { multiLineInputs } from './form-model/form-inputs.ts';
import { phoneNumberAsSent } from './validation/checks/phone-number.ts';
import { fieldsOf, type SchemaNode } from './walk-schema.ts';

/** Form data of any form, as rjsf handles it. */
type Answers = Record<string, unknown>;

/** How a form reads its answers before checking and sending them, from its own schemas. */
export interface AnswerRules {
  /** Single-line text questions: spaces before and after are not part of the answer. */
  readonly trimmed: readonly string[];
  /** Phone-number questions, with the countries their `phoneNumber` keyword names. */
  readonly phoneNumbers: ReadonlyMap<string, readonly string[]>;
}

function widgetOf(uiSchema: UiSchema, name: string): unknown {
  const field = uiSchema[name] as UiSchema | undefined;
  return field?.['ui:widget'];
}

/**
 * The answer rules of a form: every top-level text question that is not multi-line is trimmed
 * (GOV.UK: ignore spaces before and after an answer, such as a customer number pasted with a
 * trailing space), and every question with the phoneNumber keyword is sent in its normal form.
 */
export function answerRulesOf(schema: RJSFSchema, uiSchema: UiSchema): AnswerRules {
  const fields = fieldsOf(schema as SchemaNode).filter((field) => !field.path.includes('.'));
  const phoneNumbers = new Map<string, readonly string[]>();
  for (const field of fields) {
    const countries = field.schema.phoneNumber;
    if (Array.isArray(countries)) phoneNumbers.set(field.path, countries.map(String));
  }
  return {
    trimmed: fields
      .filter(
        (field) =>
          field.schema.type === 'string' &&
          !multiLineInputs.includes(String(widgetOf(uiSchema, field.path))),
      )
      .map((field) => field.path),
    phoneNumbers,
  };
}

/**
 * The answers with the spaces around single-line answers removed; an answer of spaces only is
 * no answer, so the customer is asked for it as for an empty one.
 */
export function trimAnswers(answers: Answers, rules: AnswerRules): Answers {
  return Object.fromEntries(
    Object.entries(answers).flatMap(([name, value]) => {
      if (typeof value !== 'string' || !rules.trimmed.includes(name)) return [[name, value]];
      const inner = value.trim();
      return inner === '' ? [] : [[name, inner]];
    }),
  );
}

/**
 * Valid answers as the lead takes them: phone numbers in their one normal form (see
 * phone-number-rules.ts), whatever the customer typed between the digits. Needs the phone-number
 * rules loaded, which checking the answers has already done.
 */
export function phoneNumbersAsSent(answers: Answers, rules: AnswerRules): Answers {
  if (rules.phoneNumbers.size === 0) return answers;
  const sent: Answers = { ...answers };
  for (const [name, countries] of rules.phoneNumbers) {
    const value = sent[name];
    if (typeof value === 'string') sent[name] = phoneNumberAsSent(value, countries);
  }
  return sent;
}
