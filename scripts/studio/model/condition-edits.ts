import type { JSONPath } from 'jsonc-parser';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { keyIndex, type FormEditor } from './form-editor.ts';
import { questionIn, questionLevelNodes, reconcileExamples } from './form-edits.ts';
import { questionsOf } from './form-questions.ts';
import {
  branchItemIndex,
  conditionOf,
  conditionOfItem,
  same,
  type ConditionAnswer,
} from './question-conditions.ts';

/**
 * The steps of setting, changing and removing the condition a question is asked under
 * (operations/set-condition.ts, remove-condition.ts; question-conditions.ts reads them; decision
 * 043): the question's property moves, whole, into the `then` branch of an `allOf` item whose
 * `if` names the earlier question and answer, its `required` with it, and back.
 */

/**
 * Takes a question out of where its schema declares it, with its `required` entry; a branch left
 * with no question goes too (and `allOf` when emptied). Gives back the question's schema and
 * whether it was required there.
 */
export function takeOut(editor: FormEditor, name: string): { node: SchemaNode; required: boolean } {
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
export function putIn(
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
export function itemFor(
  schema: SchemaNode,
  on: string,
  answer: ConditionAnswer,
): number | undefined {
  const items = Array.isArray(schema.allOf) ? schema.allOf : [];
  const index = items.findIndex((item) => {
    const condition = isSchemaNode(item) ? conditionOfItem(item) : undefined;
    return condition?.editable && condition.on === on && same(condition.answers, [answer]);
  });
  return index === -1 ? undefined : index;
}

/** What keeping the examples needs from the operations' module. */
export interface ConditionUpkeep {
  /** The answer offered to a valid example that must now answer a question (offeredFor). */
  readonly offeredFor: (name: string) => unknown;
}

/**
 * Keeps the examples true once `name` is asked only if `on` is `answer`: an example that answers
 * it but not `on` answers `on` so (it keeps showing the answer in its lead); one that answers
 * `on` otherwise no longer answers it (the form would never send it). Then every question that
 * depends on `on` is checked again, as a required question is.
 */
export function keepExamples(
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
