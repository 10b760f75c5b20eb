import { refuse } from '../model/form-editor.ts';
import { setJsonValue } from '../model/json-text.ts';
import { because } from '../model/refusal-words.ts';
import { stepReadByCode } from '../model/step-read-by-code.ts';
import type { StudioFiles, StudioOperationResult } from '../model/studio-operations.ts';
import { journeyText, stepIndex } from './journey-declaration-text.ts';
import type { Op } from './operation-of.ts';

/**
 * Takes a step out of its journey. Its form's files stay (the studio never deletes a file): the
 * form is asked by no journey until a developer removes it or a step asks it again. The first
 * step's address is the journey's own, so the step after it takes that address when it goes.
 * A step whose answers the journey's mapper reads is the code's: it reads the steps by their
 * place and the answers by their names, so removing the step would break the lead.
 */
export function removeStep(files: StudioFiles, op: Op<'remove-step'>): StudioOperationResult {
  const journey = journeyText(files, op.journeyId);
  const index = stepIndex(journey, op.formId);
  if (journey.steps.length === 1) refuse(because('onlyStep'));
  const label = stepReadByCode(files, op.formId);
  if (label !== undefined)
    refuse(because('stepReadByCode', { title: journey.steps[index]?.title ?? '', label }));
  let text = journey.text;
  if (index === 0) text = setJsonValue(text, ['steps', 1, 'path'], '');
  text = setJsonValue(text, ['steps', index], undefined);
  return { files: { ...files, [journey.file]: text }, changed: [journey.file] };
}
