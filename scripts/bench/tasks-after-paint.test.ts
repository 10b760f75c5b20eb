import { describe, expect, it } from 'vitest';
import {
  longestTaskAfterPaint,
  mostCpuInATaskAfterPaint,
  type TraceEvent,
} from './tasks-after-paint.ts';

const main = { pid: 7, tid: 1 };
const task = (atMs: number, wallMs: number, cpuMs: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const navigationStart = (atMs: number, url: string, navigationId: string): TraceEvent => ({
  name: 'navigationStart',
  ts: atMs * 1000,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url, navigationId } },
});
const paintOf = (navigationId: string, atMs: number): TraceEvent => ({
  name: 'firstContentfulPaint',
  ...main,
  ts: atMs * 1000,
  args: { data: { navigationId } },
});

describe("the most CPU one task took after the first paint, from Lighthouse's trace", () => {
  const events: TraceEvent[] = [
    // An earlier navigation (Lighthouse's blank page) and its paint are not this page's.
    navigationStart(0, 'about:blank', 'blank'),
    paintOf('blank', 50),
    navigationStart(100, 'http://127.0.0.1/help-and-support/', 'page'),
    task(150, 120, 90), // before this page's paint: the browser starting the page
    paintOf('page', 400),
    // A page its speculation rules prerender navigates with no address, here after the paint.
    navigationStart(410, '', 'prerendered'),
    task(420, 49.5, 1.2), // long on the wall, waiting for the machine
    task(500, 50.7, 35.8), // the page's own work
    task(600, 80, 70, { pid: 7, tid: 2 }), // another thread
  ];

  it("takes each task's thread time, on the page's main thread, after its paint", () => {
    expect(mostCpuInATaskAfterPaint(events)).toBe(36);
  });

  it('gives beside it the longest such task on the wall', () => {
    expect(longestTaskAfterPaint(events)).toBe(51);
  });

  it('counts a task run inside another once, as part of it', () => {
    const nested = [...events, task(510, 30, 30)];
    expect(mostCpuInATaskAfterPaint(nested)).toBe(36);
    expect(longestTaskAfterPaint(nested)).toBe(51);
  });

  it('is 0 without a paint in the trace', () => {
    const unpainted = events.filter((e) => e.name !== 'firstContentfulPaint');
    expect(mostCpuInATaskAfterPaint(unpainted)).toBe(0);
    expect(longestTaskAfterPaint(unpainted)).toBe(0);
  });
});
