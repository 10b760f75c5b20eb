import { isBlank } from '../../schema-check/question-faults.ts';
import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';

/** Refuses words that are empty or only spaces. */
export const mustHaveWords = (
  text: string,
  empty:
    | 'emptyLabel'
    | 'emptyTitle'
    | 'emptySubmitText'
    | 'emptySubmittingText'
    | 'emptySharedMessage'
    | 'emptyStepTitle'
    | 'emptyJourneyWords',
) => {
  if (isBlank(text)) refuse(because(empty));
};
