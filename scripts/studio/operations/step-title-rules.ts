import { longestStepTitle } from '../../journeys/longest-step-title.ts';
import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import { mustHaveWords } from './must-have-words.ts';

/** A step's heading as GOV.UK writes one: words, and no more than a title holds. */
export function mustBeStepTitle(title: string): void {
  mustHaveWords(title, 'emptyStepTitle');
  if (title.length > longestStepTitle)
    refuse(because('stepTitleTooLong', { limit: longestStepTitle, length: title.length }));
}
