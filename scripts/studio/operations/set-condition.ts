import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { itemFor, keepExamples, putIn, takeOut } from '../model/condition-edits.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { conditionsOn, questionIn } from '../model/form-edits.ts';
import { isPlacedByCode, placedByCodeReason } from '../model/placed-by-code.ts';
import { conditionOf, conditionTargets, labelOf, same } from '../model/question-conditions.ts';
import { because } from '../model/refusal-words.ts';
import { offeredFor } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/**
 * Makes a question asked only if an earlier choice or yes/no question has `answer`, or changes
 * the condition it has: its property moves into the `then` branch of that condition, its
 * `required` with it.
 */
export function setCondition(editor: FormEditor, op: Op<'set-condition'>) {
  const upkeep = { offeredFor: (name: string) => offeredFor(editor, name) };
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
