import { factsOf } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import { answerKindOf } from '../../../src/schema-forms/form-model/answer-kind-of.ts';
import words from '../../../schemas/messages/studio-changes.json';
import {
  choicesOf,
  isAnswerValue,
  offeredAnswersOf,
  type AnswerValue,
} from '../../../src/schema-forms/form-model/form-choices.ts';
import {
  questionOrder,
  questionsBeforeTheirCondition,
} from '../../../src/schema-forms/form-model/form-conditions.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { refuse, type FormEditor } from './form-editor.ts';
import { questionsOf, type QuestionPlace } from './form-questions.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { because } from './refusal-words.ts';

/**
 * Conditional questions ("ask this only if…", as GOV.UK Forms' routes): a question asked only
 * when an earlier choice or yes/no question has a given answer. Written as the forms already
 * write them (schemas/README.md, decision 043): the question's property sits in the `then`
 * branch of an `allOf` item whose `if` names the earlier question and the answer, with its
 * `required` beside it, so the renderer, the checks, "Check your answers" and the answers sent
 * honour it with no code. The studio writes and changes only conditions of that one shape
 * (condition-edits.ts); it
 * reads the others (the meter read's) to describe them and keep the form's order sound.
 */

/**
 * An answer a condition can name: a choice's value as its `const` types it, or true/false of a
 * yes/no question (form-choices.ts).
 */
export type ConditionAnswer = AnswerValue;

/** The condition a question is asked under, as the form's schema declares it. */
export interface QuestionCondition {
  /** The question it depends on. */
  readonly on: string;
  /** The answers that open it (one for the conditions the studio writes). */
  readonly answers: readonly ConditionAnswer[];
  /** Whether the studio can change or remove it (the one shape it writes). */
  readonly editable: boolean;
}

/** Whether two parsed values are the same. */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The only keys of the `if` and `then` the studio writes. */
const writtenIfKeys = ['type', 'required', 'properties'];
const writtenThenKeys = ['type', 'required', 'properties'];

/**
 * The condition of a top-level `allOf` item: its `if` names one question with a `const` or an
 * `enum` of answers. Undefined for any other `if` (the studio then only says it is conditional).
 */
export function conditionOfItem(item: SchemaNode): QuestionCondition | undefined {
  const test = item.if;
  if (!isSchemaNode(test) || !isSchemaNode(test.properties)) return undefined;
  const entries = Object.entries(test.properties);
  const [entry] = entries;
  if (entries.length !== 1 || !entry || !isSchemaNode(entry[1])) return undefined;
  const [on, answer] = entry;
  const answers: ConditionAnswer[] | undefined =
    'const' in answer
      ? [answer.const as ConditionAnswer]
      : Array.isArray(answer.enum)
        ? (answer.enum as ConditionAnswer[])
        : undefined;
  if (!answers?.every(isAnswerValue)) {
    return undefined;
  }
  const editable =
    'const' in answer &&
    Object.keys(answer).every((key) => key === 'type' || key === 'const') &&
    Object.keys(test).every((key) => writtenIfKeys.includes(key)) &&
    same(test.required, [on]) &&
    isSchemaNode(item.then) &&
    Object.keys(item.then).every((key) => writtenThenKeys.includes(key)) &&
    Object.keys(item).every((key) => key === 'if' || key === 'then');
  return { on, answers, editable };
}

/** The path of the `allOf` item whose `then` declares a question, when it is a top-level one. */
export const branchItemIndex = (place: QuestionPlace): number | undefined =>
  place.path.length === 5 &&
  place.path[0] === 'allOf' &&
  place.path[2] === 'then' &&
  typeof place.path[1] === 'number'
    ? place.path[1]
    : undefined;

/** The condition a question is asked under, when the studio can read it. */
export function conditionOf(
  schema: SchemaNode,
  place: QuestionPlace,
): QuestionCondition | undefined {
  const index = branchItemIndex(place);
  const item =
    index === undefined || !Array.isArray(schema.allOf) ? undefined : schema.allOf[index];
  return isSchemaNode(item) ? conditionOfItem(item) : undefined;
}

/** A question's answers another can depend on (choices, or yes/no, as typed), or undefined. */
const answersOf = (ui: SchemaNode, place: QuestionPlace) => {
  const kind = answerKindOf(place.schema, uiOf(ui, place.name));
  // One answer of a list, or yes or no: a condition on a box ticked would need `contains`.
  return kind !== undefined && (kind === 'yes-no' || factsOf(kind).shape === 'choice')
    ? offeredAnswersOf(place.schema)
    : undefined;
};

/**
 * The questions `name` may be made to depend on: earlier in the form's order, always asked, with
 * choices or a yes/no answer, and the answers each offers.
 */
export function conditionTargets(
  schema: SchemaNode,
  ui: SchemaNode,
  name: string,
): { readonly name: string; readonly answers: readonly ConditionAnswer[] }[] {
  const order = questionOrder(schema, ui);
  const places = questionsOf(schema);
  return order.slice(0, Math.max(order.indexOf(name), 0)).flatMap((earlier) => {
    const place = places.find((candidate) => candidate.name === earlier);
    const answers = place && !place.conditional ? answersOf(ui, place) : undefined;
    return answers && answers.length > 0 ? [{ name: earlier, answers }] : [];
  });
}

/**
 * Refuses an order of the form's questions in which a question comes before one it depends on
 * (the customer would meet it before the answer that opens it).
 */
export function refuseConditionsOutOfOrder(editor: FormEditor, order: readonly string[]) {
  const schema = editor.data('schema');
  const places = questionsOf(schema);
  const labelOfName = (name: string) =>
    labelOf(places.find((place) => place.name === name)?.schema ?? {}, name);
  const [early] = questionsBeforeTheirCondition(schema, order);
  if (early) {
    refuse(
      because('conditionComesFirst', {
        label: labelOfName(early.dependent),
        on: labelOfName(early.on),
      }),
    );
  }
}

/** A question's label, or its name when it has none. */
export const labelOf = (schema: SchemaNode, name: string) =>
  typeof schema.title === 'string' ? schema.title : name;

/** An answer with the words the customer reads for it. */
export interface WordedAnswer {
  readonly value: ConditionAnswer;
  readonly label: string;
}

/** What the studio's pages show of a question's condition, and what it may depend on. */
export interface ConditionFacts {
  /** The condition it is asked under, when the studio can read it. */
  readonly condition?: {
    readonly on: string;
    readonly onLabel: string;
    readonly answers: readonly WordedAnswer[];
    /** "Asked only if 'Can we call you?' is Yes". */
    readonly said: string;
    readonly editable: boolean;
  };
  /** The earlier questions it may be made to depend on, with their answers (none: left out). */
  readonly conditionTargets?: readonly {
    readonly name: string;
    readonly label: string;
    readonly answers: readonly WordedAnswer[];
  }[];
}

/** The words of an answer of `place`: a choice's words, or Yes/No. */
function wordsOf(place: QuestionPlace | undefined, value: ConditionAnswer): string {
  if (typeof value === 'boolean') return value ? words.answers.yes : words.answers.no;
  const choice = place
    ? choicesOf(place.schema).find((option) => option.value === value)
    : undefined;
  return choice?.label ?? String(value);
}

/** A question's condition and the questions it may depend on, for describeStudioForm. */
export function conditionFacts(
  schema: SchemaNode,
  ui: SchemaNode,
  place: QuestionPlace,
): ConditionFacts {
  const places = questionsOf(schema);
  const placeOf = (name: string) => places.find((candidate) => candidate.name === name);
  const worded = (name: string, answers: readonly ConditionAnswer[]) =>
    answers.map((value) => ({ value, label: wordsOf(placeOf(name), value) }));
  const conditionTargetsOf = conditionTargets(schema, ui, place.name).map((target) => ({
    name: target.name,
    label: labelOf(placeOf(target.name)?.schema ?? {}, target.name),
    answers: worded(target.name, target.answers),
  }));
  const condition = conditionOf(schema, place);
  if (!condition) return { conditionTargets: conditionTargetsOf };
  const answers = worded(condition.on, condition.answers);
  const onLabel = labelOf(placeOf(condition.on)?.schema ?? {}, condition.on);
  return {
    condition: {
      on: condition.on,
      onLabel,
      answers,
      said: fillMessage(words.askedOnlyIf, {
        on: onLabel,
        answers: answers.map((answer) => answer.label).join(words.answersJoin),
      }),
      editable: condition.editable,
    },
    conditionTargets: conditionTargetsOf,
  };
}
