/**
 * What is wrong with a later step's path (the part of its address after the journey's), stated
 * once for the check of a declaration and the studio's "Add a step" (decision 057).
 */
export type StepPathFault =
  /** Not one segment of lower-case letters, digits and hyphens: an address could not hold it. */
  | 'notPath'
  /** The address of the journey's own "Check your answers" or confirmation page. */
  | 'reserved'
  /** Another step of the journey is there already. */
  | 'taken';

/** A step path is a word of lower-case letters, digits and hyphens, starting with a letter. */
export const stepPathPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The pages every declared journey has after its steps (src/site/journeys/journey-declaration.ts). */
export const reservedStepPaths: readonly string[] = ['check-answers', 'confirmation'];

/** The fault of a later step's `path` among the journey's other steps' paths, if any. */
export function stepPathFault(
  path: string,
  otherPaths: readonly string[],
): StepPathFault | undefined {
  if (!stepPathPattern.test(path)) return 'notPath';
  if (reservedStepPaths.includes(path)) return 'reserved';
  if (otherPaths.includes(path)) return 'taken';
  return undefined;
}
