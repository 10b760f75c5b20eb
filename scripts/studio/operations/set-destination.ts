import { refuse, type FormEditor } from '../model/form-editor.ts';
import { leadDeclarationOf, questionIn } from '../model/form-edits.ts';
import { checkLeadName } from '../model/lead-places.ts';
import { isPlacedByCode, placedByCodeReason } from '../model/placed-by-code.ts';
import { kindOf, editorFiles } from './question-facts.ts';
import type { Op } from './operation-of.ts';

/** Where the answer goes in the lead (`x-lead`). */
export function setDestination(editor: FormEditor, op: Op<'set-destination'>) {
  const question = questionIn(editor, op.field);
  if (isPlacedByCode(question.schema)) {
    refuse(placedByCodeReason(editor.formId, question.schema, op.field, 'resend'));
  }
  if (op.destination.kind === 'additional-information') {
    const problem = checkLeadName(op.destination.name, {
      files: editorFiles(editor),
      formId: editor.formId,
      field: op.field,
    });
    if (problem) refuse(problem);
  }
  editor.set(
    'schema',
    [...question.path, 'x-lead'],
    leadDeclarationOf(op.destination, kindOf(editor, op.field)),
  );
}
