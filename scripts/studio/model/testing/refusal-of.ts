import { refusalWords } from '../refusal-words.ts';

/** A sentence of studio-refusals.json (the nested action words aside). */
export type RefusalKey = Exclude<keyof typeof refusalWords, '$comment' | 'actions'>;

/** Whether a refusal is the sentence `key` of studio-refusals.json, whatever fills it. */
export const isRefusal = (refused: string, key: RefusalKey): boolean => {
  const sentence = refusalWords[key];
  const parts = sentence.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()[\]\\|]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(refused);
};

/** The sentence of studio-refusals.json a refusal is, among `keys`. */
export const refusalOf = <Key extends RefusalKey>(
  refused: string,
  keys: readonly Key[],
): Key | undefined => keys.find((key) => isRefusal(refused, key));
