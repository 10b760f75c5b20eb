import { checkStudioFiles } from '../check-studio-files.ts';
import { formFilesOf } from '../studio-files.ts';
import type { StudioFiles, StudioOperation } from '../studio-operations.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
} from './real-studio-files.ts';

/** An operation on one question, without the form and question it is on. */
export type QuestionEdit = StudioOperation extends infer Operation
  ? Operation extends { readonly formId: string; readonly field: string }
    ? Omit<Operation, 'formId' | 'field'>
    : never
  : never;

/**
 * The arrange the operations' tests share: edits of one question of a form, from `files` (the
 * real files unless given). `edit` applies one, failing the test if it is refused, and reads
 * what it did: the lines of a form's file it changed, the question's schema, the examples, the
 * check's findings; `then` edits the same question further from there.
 */
export function questionEdits(formId: string, field: string, files: StudioFiles = realFiles) {
  const form = formFilesOf(formId);
  // The form and question filled in: every QuestionEdit is an operation on a question.
  const on = (edit: QuestionEdit) => ({ ...edit, formId, field }) as StudioOperation;
  return {
    form,
    files,
    /** Why the studio refuses `edit`, failing the test if it applies it. */
    refusal: (edit: QuestionEdit) => refusal(on(edit), files),
    edit(edit: QuestionEdit) {
      const result = applied(on(edit), files);
      return {
        ...result,
        /** The lines of the form's file the edit removed and added. */
        lines: (file: keyof typeof form = 'schema') => linesOf(result.files, form[file], files),
        /** The question's schema after the edit (a question of the form's top level). */
        question: () => parsed(result.files, form.schema).properties[field],
        /** The form's examples after the edit. */
        examples: () => parsed(result.files, form.examples).examples,
        /** What the check finds in the form after the edit. */
        findings: () => checkStudioFiles(result.files, { forms: [formId] }),
        /** Asserts each changed file is as Prettier writes it. */
        prettierKept: () => expectPrettierKept(result.files, result.changed),
        /** The same question's edits, from the files after this one. */
        then: () => questionEdits(formId, field, result.files),
      };
    },
  };
}
