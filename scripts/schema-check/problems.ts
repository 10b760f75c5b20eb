import type { FindingFacts } from './finding-facts.ts';

/** One thing wrong in schemas/ or content-fixtures/, said for a content editor. */
export interface Problem {
  /** The file, from the project root. */
  readonly file: string;
  /** Where in the file (a JSON pointer); '' for the whole file. */
  readonly pointer: string;
  /** What is wrong, in plain words. */
  readonly message: string;
  /** What to do about it. */
  readonly fix: string;
  /** A warning is reported but does not fail the check: content over a soft limit. */
  readonly severity?: 'warning';
  /**
   * What it is about as data, for a reader that words it otherwise: the studio says every kind
   * in an editor's words (scripts/studio/model/finding-words.ts).
   */
  readonly facts: FindingFacts;
}

/** A problem as the check prints it. */
export function formatProblem(problem: Problem): string {
  const where = problem.pointer === '' ? '(the whole file)' : problem.pointer;
  const mark = problem.severity === 'warning' ? '⚠' : '✗';
  return `${mark} ${problem.file}  at ${where}\n  ${problem.message}\n  What to do: ${problem.fix}`;
}
