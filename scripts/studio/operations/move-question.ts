import { refuse, type FormEditor } from '../model/form-editor.ts';
import { questionIn } from '../model/form-edits.ts';
import { refuseConditionsOutOfOrder } from '../model/question-conditions.ts';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { because } from '../model/refusal-words.ts';
import { labelOf } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/**
 * Moves a question one place up or down in the form's order, refusing a move that would put it
 * before the answer that opens it.
 */
export function moveQuestion(editor: FormEditor, op: Op<'move-question'>) {
  questionIn(editor, op.field);
  const ui = editor.data('ui');
  const order = questionOrder(editor.data('schema'), ui);
  const index = order.indexOf(op.field);
  const target = op.direction === 'up' ? index - 1 : index + 1;
  const neighbour = order[target];
  if (neighbour === undefined) {
    refuse(
      because(op.direction === 'up' ? 'alreadyFirst' : 'alreadyLast', {
        label: labelOf(editor, op.field),
      }),
    );
    return;
  }
  refuseConditionsOutOfOrder(editor, swapped(order, index, target));
  if (!Array.isArray(ui['ui:order'])) {
    const next = [...order];
    next[index] = neighbour;
    next[target] = op.field;
    editor.set('ui', ['ui:order'], next, 0);
    return;
  }
  const listed = ui['ui:order'].map(String);
  if (!listed.includes(neighbour) || !listed.includes(op.field)) {
    const next = [...order];
    next[index] = neighbour;
    next[target] = op.field;
    editor.set('ui', ['ui:order'], next);
    return;
  }
  editor.set('ui', ['ui:order', listed.indexOf(op.field)], neighbour);
  editor.set('ui', ['ui:order', listed.indexOf(neighbour)], op.field);
}

/** The order with the questions at `a` and `b` swapped. */
const swapped = (order: readonly string[], a: number, b: number) =>
  order.map((name, at) => (at === a ? order[b] : at === b ? order[a] : name) ?? name);
