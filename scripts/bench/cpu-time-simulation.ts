import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * Lighthouse's simulated throttling replays the page's main-thread tasks on a phone four times
 * slower than this machine, each from its wall time in the trace. A task's wall time also holds
 * the time it waited for a core while other processes had it (Lighthouse itself, the browser's
 * own processes, the preview server: two cores here), and the simulation counts that wait four
 * times over. Run inside `fromCpuTime`, the same simulation takes each task's CPU (thread) time
 * instead: what the page's own work costs on Lighthouse's simulated phone, as on a machine with
 * nothing else to run.
 *
 * Lighthouse has no setting for it, so the duration its simulation reads from a task is wrapped
 * here. The bench audits one page at a time, so one switch is enough.
 */
let tasksTimedByCpu = false;

const { prototype } = Lantern.Graph.CPUNode;
const wallDuration = Object.getOwnPropertyDescriptor(prototype, 'duration')?.get;
if (!wallDuration) {
  throw new Error(
    "Lighthouse's simulation no longer reads a task's duration where cpu-time-simulation.ts expects it",
  );
}

Object.defineProperty(prototype, 'duration', {
  configurable: true,
  get(this: Lantern.Graph.CPUNode) {
    const wall = wallDuration.call(this) as number;
    const cpu = (this.event as { tdur?: unknown }).tdur;
    return tasksTimedByCpu && typeof cpu === 'number' ? Math.min(wall, cpu) : wall;
  },
});

/** Runs `simulate` (Lighthouse's audits of gathered artifacts) with tasks timed by CPU time. */
export async function fromCpuTime<T>(simulate: () => Promise<T>): Promise<T> {
  tasksTimedByCpu = true;
  try {
    return await simulate();
  } finally {
    tasksTimedByCpu = false;
  }
}
