/** The fields of a Chromium trace event this reads. */
export interface TraceEvent {
  readonly name?: string;
  readonly ph?: string;
  readonly pid?: number;
  readonly tid?: number;
  /** Start, microseconds. */
  readonly ts?: number;
  /** Wall time, microseconds. */
  readonly dur?: number;
  /** Thread (CPU) time, microseconds. */
  readonly tdur?: number;
  readonly args?: { readonly data?: { readonly isLoadingMainFrame?: boolean } };
}

/**
 * The most CPU time (ms) one main-thread task took after the page's first contentful paint, from
 * Lighthouse's trace: each task's thread time, not its wall time. The page's own work shows
 * here; a task far longer on the wall than on the CPU spent the difference waiting for the
 * machine (other processes on its cores), which total blocking time still counts four times over.
 */
export function mostCpuInATaskAfterPaint(events: readonly TraceEvent[]): number {
  const navigations = events.filter(
    (event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame,
  );
  const navigatedAt = navigations.at(-1)?.ts ?? 0;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && (event.ts ?? -1) >= navigatedAt,
  );
  if (paint?.ts === undefined) return 0;
  const cpuMs = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        (event.ts ?? -1) >= (paint.ts ?? 0),
    )
    .map((task) => (task.tdur ?? 0) / 1000);
  return Math.round(Math.max(0, ...cpuMs));
}
