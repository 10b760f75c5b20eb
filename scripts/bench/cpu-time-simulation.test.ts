import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { describe, expect, it } from 'vitest';
import { fromCpuTime } from './cpu-time-simulation.ts';

/** A main-thread task as Lighthouse's simulation reads it from the trace (times in µs). */
function taskNode(wallUs: number, cpuUs?: number): Lantern.Graph.CPUNode {
  const event = { name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts: 1_000, dur: wallUs, tdur: cpuUs };
  return new Lantern.Graph.CPUNode(event as unknown as Lantern.Types.TraceEvent, []);
}

describe("Lighthouse's simulation from CPU time", () => {
  it('times a task by its wall time, as Lighthouse does, outside fromCpuTime', () => {
    expect(taskNode(60_000, 12_000).duration).toBe(60_000);
  });

  it('times a task by its CPU time inside fromCpuTime, and by its wall time again after', async () => {
    const task = taskNode(60_000, 12_000);
    expect(await fromCpuTime(async () => task.duration)).toBe(12_000);
    expect(task.duration).toBe(60_000);
  });

  it('keeps the wall time for a task without CPU time, and never makes a task longer', async () => {
    expect(await fromCpuTime(async () => taskNode(60_000).duration)).toBe(60_000);
    expect(await fromCpuTime(async () => taskNode(10_000, 11_000).duration)).toBe(10_000);
  });

  it('switches back when the simulation fails', async () => {
    await expect(
      fromCpuTime(async () => {
        throw new Error('no trace');
      }),
    ).rejects.toThrow('no trace');
    expect(taskNode(60_000, 12_000).duration).toBe(60_000);
  });
});
