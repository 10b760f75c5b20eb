import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import type { FormEditor } from './form-editor.ts';
import { questionIn, removeMessage, setKeyword, setMessage } from './form-edits.ts';

/**
 * What a checkboxes question has that other questions do not (form-model/answer-kinds.ts): its
 * choices are its items' (`items.oneOf`), each may be ticked once (`uniqueItems`), and being
 * required is having at least one ticked (`minItems: 1`, with the required question's message),
 * since a customer who ticks a box and unticks it sends an empty list, not nothing.
 */

/** The keywords of a checkboxes question around its list of choices, as the studio writes them. */
export const checkboxesKeywords = (oneOf: readonly unknown[], required: boolean) => ({
  items: { type: 'string', oneOf },
  uniqueItems: true,
  ...(required ? { minItems: 1 } : {}),
});

/** Where a question's list of choices is: its items' for checkboxes, else its own. */
export function choicesNode(editor: FormEditor, name: string) {
  const question = questionIn(editor, name);
  const { items } = question.schema;
  return question.schema.type === 'array' && isSchemaNode(items)
    ? { path: [...question.path, 'items'], node: items }
    : { path: question.path, node: question.schema };
}

/** Makes ticking at least one box required (with `message`), or not (message undefined). */
export function setTicksRequired(editor: FormEditor, name: string, message: string | undefined) {
  if (message === undefined) {
    setKeyword(editor, name, 'minItems', undefined);
    removeMessage(editor, name, 'minItems');
    return;
  }
  setKeyword(editor, name, 'minItems', 1);
  setMessage(editor, name, 'minItems', message);
}

/**
 * Unticks, in every example, boxes the question no longer offers (`offered`, its values now): a
 * choice removed takes its ticks with it, as it would from a customer's answer.
 */
export function untickUnoffered(editor: FormEditor, name: string, offered: readonly unknown[]) {
  const examples = editor.examples().examples;
  if (!Array.isArray(examples)) return;
  examples.forEach((example, index) => {
    const data = isSchemaNode(example) && isSchemaNode(example.data) ? example.data : undefined;
    const ticked = data?.[name];
    if (!Array.isArray(ticked)) return;
    const kept = ticked.filter((value) => offered.includes(value));
    if (kept.length === ticked.length) return;
    editor.set('examples', ['examples', index, 'data', name], kept.length > 0 ? kept : undefined);
  });
}

/**
 * Every example's answer to `name` as a list of ticks (`toList`), or as the one choice a radios
 * or select question takes (the first ticked): what the examples answered stays answered when a
 * question becomes checkboxes, or stops being.
 */
export function reshapeAnswers(editor: FormEditor, name: string, toList: boolean) {
  const examples = editor.examples().examples;
  if (!Array.isArray(examples)) return;
  examples.forEach((example, index) => {
    const data = isSchemaNode(example) && isSchemaNode(example.data) ? example.data : undefined;
    const answer = data?.[name];
    if (answer === undefined || Array.isArray(answer) === toList) return;
    const reshaped = toList ? [answer] : (answer as unknown[])[0];
    editor.set('examples', ['examples', index, 'data', name], reshaped);
  });
}
