import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { putIn, takeOut } from '../model/condition-edits.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionIn, reconcileExamples } from '../model/form-edits.ts';
import { conditionOf, labelOf } from '../model/question-conditions.ts';
import { because } from '../model/refusal-words.ts';
import { offeredFor } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** Asks a question always again: its property moves back among the form's own, `required` too. */
export function removeCondition(editor: FormEditor, op: Op<'remove-condition'>) {
  const place = questionIn(editor, op.field);
  const label = labelOf(place.schema, op.field);
  const schema = editor.data('schema');
  if (!place.conditional) refuse(because('noCondition', { label }));
  if (!conditionOf(schema, place)?.editable) refuse(because('conditionByHand', { label }));
  const order = questionOrder(schema, editor.data('ui'));
  putIn(editor, [], op.field, takeOut(editor, op.field), order);
  reconcileExamples(editor, op.field, { offered: offeredFor(editor, op.field) });
}
