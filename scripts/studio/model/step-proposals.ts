import { reservedStepPaths, stepPathFault } from '../../journeys/step-path-faults.ts';

/** The words of a heading or label: lower case, accents and apostrophes dropped. */
const wordsOf = (text: string, most: number): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, most);

/**
 * The path the studio proposes for a new step from its heading ("About your boiler" →
 * "about-your-boiler"): its first words, starting with a letter, made free when another step
 * (or the journey's own pages) has it. The editor may change it; the operation checks it.
 */
export function proposeStepPath(heading: string, taken: readonly string[]): string {
  const words = wordsOf(heading, 5);
  while (words.length > 0 && !/^[a-z]/.test(words[0] ?? '')) words.shift();
  const base = words.join('-') || 'step';
  const used = [...taken, ...reservedStepPaths];
  let path = base;
  for (let count = 2; stepPathFault(path, used) !== undefined; count += 1)
    path = `${base}-${count}`;
  return path;
}

/**
 * The name in the files the studio proposes for a question from its label ("How old is your
 * boiler?" → "howOldIsYourBoiler"): its first words joined as one, each after the first
 * capitalised, starting with a letter.
 */
export function proposeQuestionName(label: string): string {
  const words = wordsOf(label, 5);
  while (words.length > 0 && !/^[a-z]/.test(words[0] ?? '')) words.shift();
  return words
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}
