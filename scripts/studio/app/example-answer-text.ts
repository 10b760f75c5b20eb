import type { QuestionView } from './studio-api-types.ts';

/**
 * An example's answers as the boxes of the studio's example form show them, and back: each as
 * words, '' for a question not answered. Yes and no are the true and false the form keeps; a
 * number's words that are a number become one (other words stay, for an invalid example); the
 * boxes of a checkboxes question ticked are the list the form keeps, written as JSON in between.
 */

/** An answer as words in its box. */
export function answerText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The words in a question's box as the answer the form's data holds; undefined for none. */
export function answerValue(text: string, question: QuestionView): unknown {
  if (text.trim() === '') return undefined;
  if (question.kind === 'yes-no' && (text === 'true' || text === 'false')) return text === 'true';
  if (question.kind === 'number' && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text);
  if (question.kind === 'checkboxes') return tickedOf(text);
  return text;
}

/** The boxes ticked, from a checkboxes answer's words (its list as JSON); none for other words. */
export function tickedOf(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** Whether the studio's example form leaves a question's answer as the example has it. */
export const isKeptAnswer = (question: QuestionView) => question.kind === 'address';

/**
 * The answers an example form's boxes make: each question's, those kept as the example has them
 * (an address), and every answer to a question the form does not list (the studio never drops
 * what it cannot show).
 */
export function answersFrom(
  texts: Readonly<Record<string, string>>,
  questions: readonly QuestionView[],
  before: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const boxed = new Map(
    questions
      .filter((question) => !isKeptAnswer(question))
      .map((question) => [question.name, answerValue(texts[question.name] ?? '', question)]),
  );
  // In the example's own order, so a change shows as the answers it changed.
  const entries: [string, unknown][] = [
    ...Object.entries(before).map(([name, value]): [string, unknown] =>
      boxed.has(name) ? [name, boxed.get(name)] : [name, value],
    ),
    ...[...boxed].filter(([name]) => !(name in before)),
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
