import type { JSONPath } from 'jsonc-parser';
import { setJsonValue } from '../model/json-text.ts';
import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import type {
  JourneyWordsPlace,
  StudioFiles,
  StudioOperationResult,
} from '../model/studio-operations.ts';
import { journeyText, stepIndex, type JourneyText } from './journey-declaration-text.ts';
import { mustHaveWords } from './must-have-words.ts';
import type { Op } from './operation-of.ts';

/** Where each of a journey's words is written in its declaration (decision 055). */
function pathOf(journey: JourneyText, place: JourneyWordsPlace, formId?: string): JSONPath {
  switch (place) {
    case 'summaryHeading':
      return ['steps', stepIndex(journey, formId ?? ''), 'summaryHeading'];
    case 'caption':
      return ['checkAnswers', 'caption'];
    case 'confirmationHeading':
      return ['confirmation', 'heading'];
    case 'emailSent':
      return ['confirmation', 'emailSent'];
    case 'nextSteps':
      return ['confirmation', 'nextSteps'];
  }
}

/** The paragraphs of words written one a line, blank lines left out. */
export const paragraphsOf = (words: string): string[] =>
  words
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/**
 * The words of a journey's own pages (the step's heading on "Check your answers", its caption,
 * the confirmation's words): each must have words, as the check names a blank one.
 */
export function setJourneyWords(
  files: StudioFiles,
  op: Op<'set-journey-words'>,
): StudioOperationResult {
  const journey = journeyText(files, op.journeyId);
  mustHaveWords(op.words, 'emptyJourneyWords');
  const value = op.place === 'nextSteps' ? paragraphsOf(op.words) : op.words.trim();
  const text = setJsonValue(journey.text, pathOf(journey, op.place, op.formId), value);
  if (text === journey.text) refuse(because('changesNothing'));
  return { files: { ...files, [journey.file]: text }, changed: [journey.file] };
}
