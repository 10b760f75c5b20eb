import { formatProblem, type Problem } from './problems.ts';

/** Where the report goes: the console, or a test's stand-in. */
export interface ReportOutput {
  readonly info: (text: string) => void;
  readonly warn: (text: string) => void;
  readonly error: (text: string) => void;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * Prints what `npm run schemas:check` found and returns its exit code: 1 when anything is
 * wrong; 0 when all is well or there are only warnings (content over a soft limit, which the
 * site still shows: decision 018).
 */
export function reportProblems(found: readonly Problem[], output: ReportOutput = console): number {
  const warnings = found.filter((problem) => problem.severity === 'warning');
  const problems = found.filter((problem) => problem.severity !== 'warning');
  if (warnings.length > 0) {
    output.warn(warnings.map(formatProblem).join('\n\n'));
    output.warn(
      `\n${count(warnings.length, 'warning')}: content over a limit we chose. The site still shows it; see each note.\n`,
    );
  }
  if (problems.length > 0) {
    output.error(problems.map(formatProblem).join('\n\n'));
    output.error(`\n${count(problems.length, 'problem')} in schemas/ or content-fixtures/.`);
    return 1;
  }
  const noted = warnings.length > 0 ? ` (${count(warnings.length, 'warning')} above)` : '';
  output.info(
    `schemas/ and content-fixtures/ are sound${noted}: every schema, UI schema, example and fixture checked.`,
  );
  return 0;
}
