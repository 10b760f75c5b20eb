/**
 * The order of Lighthouse runs and which run is reported. Runs go page by page, round after
 * round (run 1 of every page, then run 2 of every page, …), so a spell of load on the machine
 * falls on one run of many pages rather than on every run of one page; the run reported is the
 * median by the judged performance score (from CPU time, decision 033), as Lighthouse's guidance
 * on variability recommends.
 */

/** One run to do: which round, which page (by index). */
export interface PlannedRun {
  readonly round: number;
  readonly page: number;
}

/** Every run, interleaved page by page. */
export function interleavedRuns(pages: number, rounds: number): PlannedRun[] {
  return Array.from({ length: rounds }, (_, round) =>
    Array.from({ length: pages }, (__, page) => ({ round, page })),
  ).flat();
}

/**
 * The median run by its judged performance score, `performance`, not Lighthouse's wall-time one
 * (the lower middle one of an even count).
 */
export function medianRun<Run extends { readonly performance: number }>(runs: readonly Run[]): Run {
  const sorted = [...runs].sort((first, second) => first.performance - second.performance);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No Lighthouse run to take the median of');
  return middle;
}
