import { describe, expect, it } from 'vitest';
import { interleavedRuns, medianRun } from './lighthouse-runs.ts';

describe('Lighthouse runs', () => {
  it('go page by page, round after round', () => {
    expect(interleavedRuns(3, 2)).toEqual([
      { round: 0, page: 0 },
      { round: 0, page: 1 },
      { round: 0, page: 2 },
      { round: 1, page: 0 },
      { round: 1, page: 1 },
      { round: 1, page: 2 },
    ]);
  });

  it("report the median run by its performance from CPU time, whole, not by Lighthouse's wall time", () => {
    const runs = [
      { performance: 91, tbtMs: 120, wallTime: { performance: 99 } },
      { performance: 99, tbtMs: 10, wallTime: { performance: 80 } },
      { performance: 95, tbtMs: 60, wallTime: { performance: 70 } },
    ];
    expect(medianRun(runs)).toEqual({ performance: 95, tbtMs: 60, wallTime: { performance: 70 } });
  });

  it('report the lower middle run of an even count', () => {
    expect(medianRun([{ performance: 90 }, { performance: 80 }])).toEqual({ performance: 80 });
  });

  it('refuse to report no run at all', () => {
    expect(() => medianRun([])).toThrow('No Lighthouse run');
  });
});
