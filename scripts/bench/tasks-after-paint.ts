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
  readonly args?: {
    readonly data?: {
      readonly isLoadingMainFrame?: boolean;
      readonly documentLoaderURL?: string;
      readonly navigationId?: string;
    };
  };
}

/** One main-thread task: how long it took on the wall and on the CPU (ms). */
interface TaskTimes {
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * The main-thread tasks that started at or after the page's first contentful paint, from
 * Lighthouse's trace. Only top-level tasks: one run inside another is part of it already.
 * The paint is the one of the audited page's navigation (the last main-frame navigation to an
 * address): the pages its speculation rules prerender navigate too, with no address, and may
 * do so after it has painted.
 */
function tasksAfterPaint(events: readonly TraceEvent[]): TaskTimes[] {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args.data.documentLoaderURL?.startsWith('http'),
    )
    .at(-1);
  const navigationId = navigation?.args?.data?.navigationId;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' &&
      navigationId !== undefined &&
      event.args?.data?.navigationId === navigationId,
  );
  if (paint?.ts === undefined) return [];
  const paintedAt = paint.ts;
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        (event.ts ?? -1) >= paintedAt,
    )
    .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const topLevel: TaskTimes[] = [];
  let busyUntil = -1;
  for (const task of tasks) {
    const start = task.ts ?? 0;
    if (start < busyUntil) continue;
    busyUntil = start + (task.dur ?? 0);
    topLevel.push({ wallMs: (task.dur ?? 0) / 1000, cpuMs: (task.tdur ?? 0) / 1000 });
  }
  return topLevel;
}

/**
 * The longest main-thread task after the first paint, as the browser ran it (wall time, not
 * simulated): what the page's start-up did after painting (decision 027).
 */
export function longestTaskAfterPaint(events: readonly TraceEvent[]): number {
  return Math.round(Math.max(0, ...tasksAfterPaint(events).map((task) => task.wallMs)));
}

/**
 * The most CPU time (ms) one main-thread task took after the first paint. The page's own work
 * shows here; a task far longer on the wall than on the CPU spent the difference waiting for the
 * machine (other processes on its cores), which total blocking time still counts four times over.
 */
export function mostCpuInATaskAfterPaint(events: readonly TraceEvent[]): number {
  return Math.round(Math.max(0, ...tasksAfterPaint(events).map((task) => task.cpuMs)));
}
