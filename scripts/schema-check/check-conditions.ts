import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { Ajv } from 'ajv';
import {
  isAnswerValue,
  offeredAnswersOf,
  valueFitsType,
  type AnswerValue,
} from '../../src/schema-forms/form-model/form-choices.ts';
import {
  conditionsOf,
  questionOrder,
  questionsBeforeTheirCondition,
  type ConditionTest,
} from '../../src/schema-forms/form-model/form-conditions.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { Problem } from './problems.ts';

/**
 * The conditions of a form ("ask this only if…", an `if` among its questions), held to the rules
 * the studio keeps when it writes them (issue 38): the condition names a question the form has,
 * with a value of that question's type that it offers, some answer meets it, and the questions
 * it opens come after the answer that opens them. Written by hand, each broken rule is named here.
 */

/** Only `type`, `const`, `enum` and the like decide whether an answer meets a condition. */
const conditionAjv = new Ajv({ strict: false, allErrors: false });

/**
 * Whether an answer meets a test; a test that is not a valid schema meets every answer here, as
 * the schema's own compile names what is wrong with it.
 */
const meets =
  (test: unknown) =>
  (answer: AnswerValue): boolean => {
    if (typeof test === 'boolean') return test;
    if (!isJsonObject(test) || !conditionAjv.validateSchema(test)) return true;
    try {
      return conditionAjv.validate(test, answer);
    } catch {
      return true;
    }
  };

const said = (value: unknown) => JSON.stringify(value);
const listed = (values: readonly AnswerValue[]) => values.map(said).join(', ');

/** What a question's answers are, said for a finding: "yes or no (true or false)". */
function answersSaid(type: unknown): string {
  if (type === 'boolean') return 'yes or no (true or false, without quotes)';
  if (type === 'string') return 'text (a value in quotes)';
  if (type === 'number' || type === 'integer') return 'a number (without quotes)';
  return `values of type ${said(type)}`;
}

/** The values a test names, with their pointers: its `const` and the items of its `enum`. */
function namedValues(test: SchemaNode, pointer: string): { value: unknown; pointer: string }[] {
  return [
    ...('const' in test ? [{ value: test.const, pointer: `${pointer}/const` }] : []),
    ...(Array.isArray(test.enum)
      ? test.enum.map((value, index) => ({ value, pointer: `${pointer}/enum/${index}` }))
      : []),
  ];
}

/** Whether no answer could ever meet a test (of a question whose answers are not listed). */
const shutForAnyAnswer = (test: unknown) =>
  test === false || (isJsonObject(test) && Array.isArray(test.enum) && test.enum.length === 0);

/** The findings on one question a condition tests. */
function checkTest(
  file: string,
  label: (name: string) => string,
  question: SchemaNode | undefined,
  { on, test, pointer }: ConditionTest,
): Problem[] {
  if (!question) {
    return [
      {
        file,
        pointer,
        message: `The condition depends on "${on}", but the form has no question "${on}", so it can never be answered and the questions it opens are never asked.`,
        fix: `Name one of the form's questions (check the spelling of "${on}"), or remove the condition.`,
        facts: { kind: 'condition-unknown' },
      },
    ];
  }
  if (test === undefined) return [];
  const type = question.type;
  const offered = offeredAnswersOf(question);
  const findings: Problem[] = [];
  for (const named of isJsonObject(test) ? namedValues(test, pointer) : []) {
    const { value } = named;
    if (!isAnswerValue(value) || (type !== undefined && !valueFitsType(value, type))) {
      findings.push({
        file,
        pointer: named.pointer,
        message: `The condition compares '${label(on)}' with ${said(value)}, but its answers are ${answersSaid(type)}, so no answer is ever ${said(value)}.`,
        fix:
          type === 'boolean'
            ? `Write true or false without quotes${isAnswerValue(value) && ['true', 'false'].includes(String(value)) ? ` (${String(value)})` : ''}.`
            : `Write one of its answers as the question writes it${offered ? `: ${listed(offered)}` : ''}.`,
        facts: { kind: 'condition-unoffered', on: label(on), value: String(value) },
      });
    } else if (offered && !offered.includes(value)) {
      findings.push({
        file,
        pointer: named.pointer,
        message: `The condition asks for the answer ${said(value)} to '${label(on)}', but that question does not offer it, so the condition is never met.`,
        fix: `Use one of its answers: ${listed(offered)}.`,
        facts: { kind: 'condition-unoffered', on: label(on), value: String(value) },
      });
    }
  }
  if (findings.length > 0) return findings;
  const neverMet = shutForAnyAnswer(test) || (offered && !offered.some(meets(test)));
  if (!neverMet) return [];
  return [
    {
      file,
      pointer,
      message: `No answer to '${label(on)}' meets this condition${offered ? ` (its answers are ${listed(offered)})` : ''}, so the questions it opens are never asked.`,
      fix: "Make the condition name one of the question's answers, or remove it.",
      facts: { kind: 'condition-never-met', on: label(on) },
    },
  ];
}

/**
 * Conditions no answer can meet, that name a question the form lacks, compare an answer with a
 * value of the wrong type or one it does not offer, and questions placed before the answer that
 * opens them (the studio's `conditionComesFirst`).
 */
export function checkConditions(
  files: { readonly schema: string; readonly ui: string },
  schema: SchemaNode,
  ui: SchemaNode,
): Problem[] {
  const questions = new Map(
    fieldsOf(schema)
      .filter((field) => !field.path.includes('.'))
      .map((field) => [field.path, field.schema]),
  );
  const label = (name: string) => {
    const title = questions.get(name)?.title;
    return typeof title === 'string' ? title : name;
  };
  const answerFindings = conditionsOf(schema).flatMap((condition) =>
    condition.tests.flatMap((test) => checkTest(files.schema, label, questions.get(test.on), test)),
  );
  const order = questionOrder(schema, ui);
  const listedOrder = Array.isArray(ui['ui:order']) ? ui['ui:order'].map(String) : [];
  const orderFindings = questionsBeforeTheirCondition(schema, order).map(
    ({ dependent, on, pointer }): Problem =>
      dependent === on
        ? {
            file: files.schema,
            pointer,
            message: `'${label(on)}' is asked only for some answers to itself, so the customer is never shown it.`,
            fix: 'Make the condition depend on an earlier question, or ask it always.',
            facts: { kind: 'condition-on-itself', on: label(on) },
          }
        : {
            file: files.ui,
            pointer: listedOrder.includes(dependent)
              ? `/ui:order/${listedOrder.indexOf(dependent)}`
              : '/ui:order',
            message: `'${label(dependent)}' is asked only for some answers to '${label(on)}', but comes before it, so the customer would meet it before the answer that opens it.`,
            fix: `Move "${dependent}" after "${on}" in "ui:order".`,
            facts: { kind: 'condition-before', dependent: label(dependent), on: label(on) },
          },
  );
  return [...answerFindings, ...orderFindings];
}
