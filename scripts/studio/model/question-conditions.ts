import type { JSONPath } from 'jsonc-parser';
import words from '../../../schemas/messages/studio-changes.json';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { keyIndex, refuse, type FormEditor } from './form-editor.ts';
import { conditionsOn, questionIn, questionLevelNodes, reconcileExamples } from './form-edits.ts';
import {
  answerKindOf,
  choicesOf,
  orderedNames,
  questionsOf,
  uiOf,
  type QuestionPlace,
} from './form-questions.ts';
import { isPlacedByCode, placedByCodeReason } from './placed-by-code.ts';
import { fillWords } from './fill-words.ts';
import { because } from './refusal-words.ts';
import type { StudioOperation } from './studio-operations.ts';

/**
 * Conditional questions ("ask this only if…", as GOV.UK Forms' routes): a question asked only
 * when an earlier choice or yes/no question has a given answer. Written as the forms already
 * write them (schemas/README.md, decision 043): the question's property sits in the `then`
 * branch of an `allOf` item whose `if` names the earlier question and the answer, with its
 * `required` beside it, so the renderer, the checks, "Check your answers" and the answers sent
 * honour it with no code. The studio writes and changes only conditions of that one shape; it
 * reads the others (the meter read's) to describe them and keep the form's order sound.
 */

/** An answer a condition can name: a choice's value, or true/false of a yes/no question. */
export type ConditionAnswer = string | boolean;

/** The condition a question is asked under, as the form's schema declares it. */
export interface QuestionCondition {
  /** The question it depends on. */
  readonly on: string;
  /** The answers that open it (one for the conditions the studio writes). */
  readonly answers: readonly ConditionAnswer[];
  /** Whether the studio can change or remove it (the one shape it writes). */
  readonly editable: boolean;
}

type Op<Name extends StudioOperation['op']> = Extract<StudioOperation, { op: Name }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The only keys of the `if` and `then` the studio writes. */
const writtenIfKeys = ['type', 'required', 'properties'];
const writtenThenKeys = ['type', 'required', 'properties'];

/**
 * The condition of a top-level `allOf` item: its `if` names one question with a `const` or an
 * `enum` of answers. Undefined for any other `if` (the studio then only says it is conditional).
 */
function conditionOfItem(item: SchemaNode): QuestionCondition | undefined {
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
  if (!answers || !answers.every((a) => typeof a === 'string' || typeof a === 'boolean')) {
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
const branchItemIndex = (place: QuestionPlace): number | undefined =>
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

/** A question's answers another can depend on (choices, or yes/no), or undefined. */
const answersOf = (schema: SchemaNode, ui: SchemaNode, place: QuestionPlace) => {
  const kind = answerKindOf(place.schema, uiOf(ui, place.name));
  if (kind === 'yes-no') return [true, false];
  if (kind === 'radios' || kind === 'select') {
    return choicesOf(place.schema).map((choice) => choice.value);
  }
  return undefined;
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
  const order = orderedNames(schema, ui);
  const places = questionsOf(schema);
  return order.slice(0, Math.max(order.indexOf(name), 0)).flatMap((earlier) => {
    const place = places.find((candidate) => candidate.name === earlier);
    const answers = place && !place.conditional ? answersOf(schema, ui, place) : undefined;
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
  for (const { node, path } of questionLevelNodes(schema)) {
    if (!isSchemaNode(node.if) || !isSchemaNode(node.if.properties)) continue;
    const dependents = places.filter((place) =>
      ['then', 'else'].some((branch) =>
        same(place.path.slice(0, path.length + 1), [...path, branch]),
      ),
    );
    for (const on of Object.keys(node.if.properties)) {
      for (const dependent of dependents) {
        if (order.indexOf(dependent.name) < order.indexOf(on)) {
          refuse(
            because('conditionComesFirst', {
              label: labelOf(dependent.schema, dependent.name),
              on: labelOf(places.find((place) => place.name === on)?.schema ?? {}, on),
            }),
          );
        }
      }
    }
  }
}

const labelOf = (schema: SchemaNode, name: string) =>
  typeof schema.title === 'string' ? schema.title : name;

/**
 * Takes a question out of where its schema declares it, with its `required` entry; a branch left
 * with no question goes too (and `allOf` when emptied). Gives back the question's schema and
 * whether it was required there.
 */
function takeOut(editor: FormEditor, name: string): { node: SchemaNode; required: boolean } {
  const place = questionIn(editor, name);
  const parent = questionLevelNodes(editor.data('schema')).find(({ path }) =>
    same(path, place.parentPath),
  )?.node;
  const list = Array.isArray(parent?.required) ? parent.required.map(String) : [];
  const required = list.includes(name);
  const index = branchItemIndex(place);
  const others =
    parent && isSchemaNode(parent.properties)
      ? Object.keys(parent.properties).filter((key) => key !== name)
      : [];
  if (index !== undefined && others.length === 0) {
    const allOf = editor.data('schema').allOf;
    const single = Array.isArray(allOf) && allOf.length === 1;
    editor.set('schema', single ? ['allOf'] : ['allOf', index], undefined);
    return { node: place.schema, required };
  }
  if (required) {
    editor.set(
      'schema',
      list.length === 1
        ? [...place.parentPath, 'required']
        : [...place.parentPath, 'required', list.indexOf(name)],
      undefined,
    );
  }
  editor.set('schema', questionIn(editor, name).path, undefined);
  return { node: place.schema, required };
}

/**
 * Puts a question into the `properties` of the object at `at`, after the question before it in
 * the form's order that the object declares (first when none does), and into its `required`.
 */
function putIn(
  editor: FormEditor,
  at: JSONPath,
  name: string,
  moved: { node: SchemaNode; required: boolean },
  order: readonly string[],
) {
  const schema = editor.data('schema');
  const target = questionLevelNodes(schema).find(({ path }) => same(path, at))?.node ?? {};
  const declared = isSchemaNode(target.properties) ? Object.keys(target.properties) : [];
  const before = order.slice(0, order.indexOf(name)).filter((other) => declared.includes(other));
  const previous = before.at(-1);
  editor.set(
    'schema',
    [...at, 'properties', name],
    moved.node,
    previous === undefined ? 0 : declared.indexOf(previous) + 1,
  );
  if (!moved.required) return;
  if (Array.isArray(target.required)) editor.insert('schema', [...at, 'required'], name);
  else editor.set('schema', [...at, 'required'], [name], keyIndex(target, 'properties'));
}

/** The top-level `allOf` item the studio wrote for this condition, if the form has one. */
function itemFor(schema: SchemaNode, on: string, answer: ConditionAnswer): number | undefined {
  const items = Array.isArray(schema.allOf) ? schema.allOf : [];
  const index = items.findIndex((item) => {
    const condition = isSchemaNode(item) ? conditionOfItem(item) : undefined;
    return condition?.editable && condition.on === on && same(condition.answers, [answer]);
  });
  return index === -1 ? undefined : index;
}

/** What keeping the examples needs from the operations' module. */
interface ConditionUpkeep {
  /** The answer offered to a valid example that must now answer a question (offeredFor). */
  readonly offeredFor: (name: string) => unknown;
}

/**
 * Keeps the examples true once `name` is asked only if `on` is `answer`: an example that answers
 * it but not `on` answers `on` so (it keeps showing the answer in its lead); one that answers
 * `on` otherwise no longer answers it (the form would never send it). Then every question that
 * depends on `on` is checked again, as a required question is.
 */
function keepExamples(
  editor: FormEditor,
  name: string,
  on: string,
  answer: ConditionAnswer,
  upkeep: ConditionUpkeep,
) {
  const fallback = questionIn(editor, on).schema.default;
  const examples = editor.examples().examples;
  const list = Array.isArray(examples) ? examples : [];
  list.forEach((example: unknown, index) => {
    if (!isSchemaNode(example) || !isSchemaNode(example.data) || !(name in example.data)) return;
    const given = example.data[on] ?? fallback;
    if (given === undefined) editor.set('examples', ['examples', index, 'data', on], answer);
    else if (given !== answer) editor.set('examples', ['examples', index, 'data', name], undefined);
  });
  const schema = editor.data('schema');
  for (const place of questionsOf(schema)) {
    if (place.name === name || conditionOf(schema, place)?.on === on) {
      reconcileExamples(editor, place.name, { offered: upkeep.offeredFor(place.name) });
    }
  }
}

/**
 * Makes a question asked only if an earlier choice or yes/no question has `answer`, or changes
 * the condition it has: its property moves into the `then` branch of that condition, its
 * `required` with it.
 */
export function setCondition(editor: FormEditor, op: Op<'set-condition'>, upkeep: ConditionUpkeep) {
  const place = questionIn(editor, op.field);
  const label = labelOf(place.schema, op.field);
  if (isPlacedByCode(place.schema)) {
    refuse(placedByCodeReason(editor.formId, place.schema, op.field, 'condition'));
  }
  if (op.on === op.field) refuse(because('conditionOnItself', { label }));
  const controller = questionIn(editor, op.on);
  const onLabel = labelOf(controller.schema, op.on);
  const schema = editor.data('schema');
  const ui = editor.data('ui');
  const target = conditionTargets(schema, ui, op.field).find((found) => found.name === op.on);
  if (!target) {
    const order = orderedNames(schema, ui);
    if (controller.conditional) refuse(because('conditionOnConditional', { on: onLabel }));
    if (order.indexOf(op.on) > order.indexOf(op.field)) {
      refuse(because('conditionComesFirst', { label, on: onLabel }));
    }
    refuse(because('conditionNeedsChoices', { on: onLabel }));
  }
  if (!target?.answers.includes(op.answer)) {
    refuse(because('conditionAnswer', { on: onLabel, answer: String(op.answer) }));
  }
  if (conditionsOn(schema, op.field)) refuse(because('conditionHasDependents', { label }));
  const current = conditionOf(schema, place);
  if (place.conditional && !current?.editable) refuse(because('conditionByHand', { label }));
  if (current && current.on === op.on && same(current.answers, [op.answer])) {
    refuse(because('changesNothing'));
  }
  const order = orderedNames(schema, ui);
  const moved = takeOut(editor, op.field);
  const existing = itemFor(editor.data('schema'), op.on, op.answer);
  if (existing !== undefined) {
    putIn(editor, ['allOf', existing, 'then'], op.field, moved, order);
  } else {
    const type = controller.schema.type;
    const item = {
      if: {
        type: 'object',
        required: [op.on],
        properties: {
          [op.on]: { ...(typeof type === 'string' ? { type } : {}), const: op.answer },
        },
      },
      then: {
        type: 'object',
        ...(moved.required ? { required: [op.field] } : {}),
        properties: { [op.field]: moved.node },
      },
    };
    if (Array.isArray(editor.data('schema').allOf)) editor.insert('schema', ['allOf'], item);
    else editor.set('schema', ['allOf'], [item]);
  }
  keepExamples(editor, op.field, op.on, op.answer, upkeep);
}

/** Asks a question always again: its property moves back among the form's own, `required` too. */
export function removeCondition(
  editor: FormEditor,
  op: Op<'remove-condition'>,
  upkeep: ConditionUpkeep,
) {
  const place = questionIn(editor, op.field);
  const label = labelOf(place.schema, op.field);
  const schema = editor.data('schema');
  if (!place.conditional) refuse(because('noCondition', { label }));
  if (!conditionOf(schema, place)?.editable) refuse(because('conditionByHand', { label }));
  const order = orderedNames(schema, editor.data('ui'));
  putIn(editor, [], op.field, takeOut(editor, op.field), order);
  reconcileExamples(editor, op.field, { offered: upkeep.offeredFor(op.field) });
}

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
  return choice?.label ?? value;
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
      said: fillWords(words.askedOnlyIf, {
        on: onLabel,
        answers: answers.map((answer) => answer.label).join(words.answersJoin),
      }),
      editable: condition.editable,
    },
    conditionTargets: conditionTargetsOf,
  };
}
