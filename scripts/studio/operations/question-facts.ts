import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { offeredAnswer } from '../model/example-answers.ts';
import type { FormEditor } from '../model/form-editor.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';
import { answerKindOf } from '../../../src/schema-forms/form-model/answer-kind-of.ts';
import { questionIn } from '../model/form-edits.ts';
import { choicesOf } from '../../../src/schema-forms/form-model/form-choices.ts';
import type { AnswerKind, StudioFiles } from '../model/studio-operations.ts';

/**
 * What the operations read of a question as the editor holds it now: its label, its kind, its
 * messages, the answer an example is offered.
 */

/** A question's label, or its name when it has none. */
export const labelOf = (editor: FormEditor, name: string) => {
  const title = questionIn(editor, name).schema.title;
  return typeof title === 'string' ? title : name;
};

/** The kind of answer a question takes now. */
export const kindOf = (editor: FormEditor, name: string): AnswerKind | undefined =>
  answerKindOf(questionIn(editor, name).schema, uiOf(editor.data('ui'), name));

/** Offers an answer of the question's kind to each valid example left without one. */
export function offeredFor(editor: FormEditor, name: string): unknown {
  const question = questionIn(editor, name);
  const kind = kindOf(editor, name) ?? 'text';
  return offeredAnswer(kind, {
    choices: choicesOf(question.schema),
    maxLength:
      typeof question.schema.maxLength === 'number' ? question.schema.maxLength : undefined,
    customerNumber: question.schema.customerNumber === true,
    meterReading: question.schema.meterReading === true,
  });
}

/** A question's error messages as the editor holds them now. */
export const messagesNow = (editor: FormEditor, name: string) => {
  const messages = questionIn(editor, name).schema['x-errorMessages'];
  return isSchemaNode(messages) ? messages : {};
};

/** The files as the editor holds them now (for checks that read other forms too). */
export const editorFiles = (editor: FormEditor): StudioFiles => editor.peek();
