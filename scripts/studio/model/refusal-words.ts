import words from '../../../schemas/messages/studio-refusals.json';
import { fillMessage } from '../../../src/site/fill-message.ts';

/** The studio's reasons for not making an edit, from schemas/messages/studio-refusals.json. */
export const refusalWords = words;

type Sentence = Exclude<keyof typeof words, '$comment' | 'actions'>;

/** A reason, its {names} filled in. */
export const because = (
  sentence: Sentence,
  values: Readonly<Record<string, string | number>> = {},
): string => fillMessage(words[sentence], values);
