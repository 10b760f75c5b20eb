import formCopy from '../../../schemas/messages/form-copy.json';
import studioWords from '../../../schemas/messages/studio.json';
import { stepPathFault, type StepPathFault } from '../../journeys/step-path-faults.ts';
import { formEditor, refuse } from '../model/form-editor.ts';
import { insertJsonListItem } from '../model/json-text.ts';
import { longestLeadAnswer } from '../model/longest-lead-answer.ts';
import { because } from '../model/refusal-words.ts';
import { stepFormIdOf } from '../model/step-form-id.ts';
import { formFilesOf } from '../model/studio-files.ts';
import type { StudioFiles, StudioOperationResult } from '../model/studio-operations.ts';
import { addExample } from './add-example.ts';
import { addQuestion } from './add-question.ts';
import { addRule } from './add-rule.ts';
import { journeyText } from './journey-declaration-text.ts';
import { newStepFormFiles } from './new-step-form.ts';
import type { Op } from './operation-of.ts';
import { mustBeStepTitle } from './step-title-rules.ts';

const pathRefusals = {
  notPath: 'stepPathNotPath',
  reserved: 'stepPathReserved',
  taken: 'stepPathTaken',
} as const satisfies Record<StepPathFault, string>;

/** The name under additional-information a question's answer is sent by: its name, capitalised. */
export const leadNameOf = (questionName: string) =>
  questionName.charAt(0).toUpperCase() + questionName.slice(1);

/**
 * The files of a new form for a step of a journey sending `leadVariant`, asking one required
 * question of one line of text, sent under additional-information (no longer than the lead
 * takes there), with a valid example that answers it and one that leaves it empty. Refuses a form that is there already.
 */
export function addStepForm(
  files: StudioFiles,
  formId: string,
  {
    title,
    leadVariant,
    question,
  }: { title: string; leadVariant: string; question: Op<'add-step'>['question'] },
): { files: StudioFiles; changed: string[] } {
  if (Object.keys(files).some((file) => file.startsWith(`schemas/forms/${formId}/`)))
    refuse(because('stepFormTaken', { form: formId }));
  const words = studioWords.journeys.newStep;
  const template = {
    ...files,
    ...newStepFormFiles(
      formId,
      { title, leadVariant, buttonWords: formCopy.submitButton },
      words.answered,
    ),
  };
  const editor = formEditor(template, formId);
  addQuestion(
    editor,
    {
      op: 'add-question',
      formId,
      name: question.name,
      label: question.label,
      kind: 'text',
      required: true,
      destination: { kind: 'additional-information', name: leadNameOf(question.name) },
    },
    {},
  );
  const longest = longestLeadAnswer(files, leadVariant, leadNameOf(question.name));
  if (longest !== undefined)
    addRule(editor, {
      op: 'add-rule',
      formId,
      field: question.name,
      rule: { rule: 'maxLength', value: longest },
    });
  addExample(editor, { op: 'add-example', formId, name: words.empty, valid: false, data: {} });
  const made = editor.result();
  if ('refused' in made) return refuse(made.refused);
  return { files: editor.peek(), changed: Object.values(formFilesOf(formId)) };
}

/**
 * A new step last before "Check your answers": its heading, its address after the journey's
 * (refused where another step, or the journey's own pages, are, or where it is no address), and a
 * new form asking the question the editor names (addStepForm).
 */
export function addStep(files: StudioFiles, op: Op<'add-step'>): StudioOperationResult {
  const journey = journeyText(files, op.journeyId);
  mustBeStepTitle(op.title);
  const fault = stepPathFault(
    op.path,
    journey.steps.map((step) => step.path),
  );
  if (fault) refuse(because(pathRefusals[fault], { path: op.path }));
  const formId = stepFormIdOf(op.journeyId, op.path);
  const form = addStepForm(files, formId, {
    title: op.title,
    leadVariant: journey.leadVariant,
    question: op.question,
  });
  const text = insertJsonListItem(journey.text, ['steps'], {
    path: op.path,
    formId,
    title: op.title,
    summaryHeading: op.title,
  });
  return {
    files: { ...form.files, [journey.file]: text },
    changed: [...form.changed, journey.file],
  };
}
