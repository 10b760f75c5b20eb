import { formEditor, Refusal, type FormEditor } from './form-editor.ts';
import type { ExampleUpkeep } from './form-edits.ts';
import { because } from './refusal-words.ts';
import type { StudioFiles, StudioOperation, StudioOperationResult } from './studio-operations.ts';
import { addExample } from '../operations/add-example.ts';
import { addQuestion } from '../operations/add-question.ts';
import { addRule } from '../operations/add-rule.ts';
import { moveQuestion } from '../operations/move-question.ts';
import { removeCondition } from '../operations/remove-condition.ts';
import { removeExample } from '../operations/remove-example.ts';
import { removeQuestion } from '../operations/remove-question.ts';
import { removeRule } from '../operations/remove-rule.ts';
import { renameQuestion } from '../operations/rename-question.ts';
import { setAnswerKind } from '../operations/set-answer-kind.ts';
import { setAutocomplete } from '../operations/set-autocomplete.ts';
import { setChoices } from '../operations/set-choices.ts';
import { setCondition } from '../operations/set-condition.ts';
import { setDestination } from '../operations/set-destination.ts';
import { setErrorMessage } from '../operations/set-error-message.ts';
import { setExample } from '../operations/set-example.ts';
import { setHint } from '../operations/set-hint.ts';
import { setLabel } from '../operations/set-label.ts';
import { setPageWords } from '../operations/set-page-words.ts';
import { setRequired } from '../operations/set-required.ts';
import { setRule } from '../operations/set-rule.ts';
import { setSharedMessage } from '../operations/set-shared-message.ts';
import type { FormOperation, FormOperationName, Op } from '../operations/operation-of.ts';
import { addStep } from '../operations/add-step.ts';
import { removeStep } from '../operations/remove-step.ts';
import { setJourneyWords } from '../operations/set-journey-words.ts';
import { setStepTitle } from '../operations/set-step-title.ts';
import type { JourneyOperation } from './studio-operations.ts';

/** Each operation on a journey's declaration by its name: they edit files, not one form. */
const journeyOperations: {
  readonly [Name in JourneyOperation['op']]: (
    files: StudioFiles,
    op: Op<Name>,
  ) => StudioOperationResult;
} = {
  'set-step-title': setStepTitle,
  'set-journey-words': setJourneyWords,
  'add-step': addStep,
  'remove-step': removeStep,
};

const isJourneyOperation = (operation: StudioOperation): operation is JourneyOperation =>
  Object.hasOwn(journeyOperations, operation.op);

/** Each operation on a form by its name: one small function each, in ../operations/. */
const formOperations: { readonly [Name in FormOperationName]: FormOperation<Name> } = {
  'set-label': setLabel,
  'set-hint': setHint,
  'set-required': setRequired,
  'set-answer-kind': setAnswerKind,
  'add-rule': addRule,
  'remove-rule': removeRule,
  'set-rule': setRule,
  'set-error-message': setErrorMessage,
  'set-choices': setChoices,
  'set-autocomplete': setAutocomplete,
  'set-destination': setDestination,
  'add-question': addQuestion,
  'remove-question': removeQuestion,
  'set-condition': setCondition,
  'remove-condition': removeCondition,
  'move-question': moveQuestion,
  'rename-question': renameQuestion,
  'set-page-words': setPageWords,
  'add-example': addExample,
  'set-example': setExample,
  'remove-example': removeExample,
};

/** Runs one operation on a form's editor. */
function applyToForm(editor: FormEditor, operation: Op<FormOperationName>, upkeep: ExampleUpkeep) {
  // The table pairs each name with its own operation; TypeScript cannot follow the pair through
  // the lookup, so the function is typed for the operation it is given.
  const apply = formOperations[operation.op] as (
    editor: FormEditor,
    op: typeof operation,
    upkeep: ExampleUpkeep,
  ) => void;
  apply(editor, operation, upkeep);
}

function run(
  files: StudioFiles,
  operation: StudioOperation,
  upkeep: ExampleUpkeep = {},
): StudioOperationResult {
  try {
    if (operation.op === 'set-shared-message') return setSharedMessage(files, operation);
    if (isJourneyOperation(operation)) {
      // As for the forms' table: each name is paired with its own operation.
      const apply = journeyOperations[operation.op] as (
        files: StudioFiles,
        op: typeof operation,
      ) => StudioOperationResult;
      return apply(files, operation);
    }
    const editor = formEditor(files, operation.formId);
    applyToForm(editor, operation, upkeep);
    return editor.result();
  } catch (error) {
    if (error instanceof Refusal) return { refused: error.message };
    return {
      refused: because('unexpected', { error: (error as Error).message }),
    };
  }
}

/**
 * Applies one studio operation to the files in memory: the new texts and the paths that changed,
 * or the reason it is refused, in plain words. Nothing is written; only files under
 * schemas/forms/ and schemas/messages/ ever change.
 */
export function applyStudioOperation(
  files: StudioFiles,
  operation: StudioOperation,
): StudioOperationResult {
  return run(files, operation);
}

/**
 * The answers the studio would give the valid examples if `operation` (making a question
 * required, or adding a required one) were applied as it is: the pages show them for the
 * editor to change before applying.
 */
export function offeredExampleAnswers(
  files: StudioFiles,
  operation: StudioOperation,
): { readonly index: number; readonly name: string; readonly answer: unknown }[] {
  const offered: { index: number; name: string }[] = [];
  const result = run(files, operation, {
    onOffered: (index, name) => offered.push({ index, name }),
  });
  if ('refused' in result || (operation.op !== 'set-required' && operation.op !== 'add-question')) {
    return [];
  }
  const field = operation.op === 'add-question' ? operation.name : operation.field;
  const examples =
    result.files[`schemas/forms/${operation.formId}/${operation.formId}.examples.json`];
  const list =
    (JSON.parse(examples ?? '{}') as { examples?: { data?: Record<string, unknown> }[] })
      .examples ?? [];
  return offered.map((entry) => ({ ...entry, answer: list[entry.index]?.data?.[field] }));
}
