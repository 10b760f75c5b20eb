import type { JSONPath } from 'jsonc-parser';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { keyIndex, refuse, type FormEditor } from './form-editor.ts';
import { conditionsOn, questionIn, questionLevelNodes, reconcileExamples } from './form-edits.ts';
import { questionsOf } from './form-questions.ts';
import { isPlacedByCode, placedByCodeReason } from './placed-by-code.ts';
import {
  branchItemIndex,
  conditionOf,
  conditionOfItem,
  conditionTargets,
  labelOf,
  same,
  type ConditionAnswer,
} from './question-conditions.ts';
import { because } from './refusal-words.ts';
import type { StudioOperation } from './studio-operations.ts';

/**
 * Setting, changing and removing the condition a question is asked under (question-conditions.ts
 * reads them; decision 043): the question's property moves, whole, into the `then` branch of an
 * `allOf` item whose `if` names the earlier question and answer, its `required` with it, and back.
 */

type Op<Name extends StudioOperation['op']> = Extract<StudioOperation, { op: Name }>;

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
    const order = questionOrder(schema, ui);
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
  const order = questionOrder(schema, ui);
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
  const order = questionOrder(schema, editor.data('ui'));
  putIn(editor, [], op.field, takeOut(editor, op.field), order);
  reconcileExamples(editor, op.field, { offered: upkeep.offeredFor(op.field) });
}

/**
 * Removes the conditions the studio wrote that no longer ask any question (their last question
 * was removed), and `allOf` when none is left, so removing a question leaves no empty branch.
 */
export function dropEmptyConditions(editor: FormEditor) {
  const items = editor.data('schema').allOf;
  if (!Array.isArray(items)) return;
  const empty = items.flatMap((item, index) => {
    const then = isSchemaNode(item) ? item.then : undefined;
    const asks = isSchemaNode(then) && isSchemaNode(then.properties) ? then.properties : {};
    const written = isSchemaNode(item) && conditionOfItem(item)?.editable === true;
    return written && Object.keys(asks).length === 0 ? [index] : [];
  });
  if (empty.length === items.length) {
    editor.set('schema', ['allOf'], undefined);
    return;
  }
  for (const index of empty.reverse()) editor.set('schema', ['allOf', index], undefined);
}
