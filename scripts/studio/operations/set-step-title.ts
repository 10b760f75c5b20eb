import { refuse } from '../model/form-editor.ts';
import { setJsonValue } from '../model/json-text.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioFiles, StudioOperationResult } from '../model/studio-operations.ts';
import { journeyText, stepIndex } from './journey-declaration-text.ts';
import type { Op } from './operation-of.ts';
import { mustBeStepTitle } from './step-title-rules.ts';

/** A step's heading: the title and heading of the page the customer reads (DeclaredStepPage). */
export function setStepTitle(files: StudioFiles, op: Op<'set-step-title'>): StudioOperationResult {
  const journey = journeyText(files, op.journeyId);
  const index = stepIndex(journey, op.formId);
  mustBeStepTitle(op.title);
  const text = setJsonValue(journey.text, ['steps', index, 'title'], op.title);
  if (text === journey.text) refuse(because('changesNothing'));
  return { files: { ...files, [journey.file]: text }, changed: [journey.file] };
}
