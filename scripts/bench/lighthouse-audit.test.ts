import { describe, expect, it } from 'vitest';
import { longestTaskAfter } from './lighthouse-audit.ts';

describe("the longest task after the first paint, from Lighthouse's main-thread tasks", () => {
  const tasks = {
    items: [
      { startTime: 100, duration: 180 }, // before the paint: not counted by TBT either
      { startTime: 523, duration: 49.9 },
      { startTime: 700, duration: 26 },
    ],
  };

  it('takes only the tasks that start at or after the paint', () => {
    expect(longestTaskAfter(523, tasks)).toBe(50);
    expect(longestTaskAfter(600, tasks)).toBe(26);
  });

  it('is 0 when no task follows the paint or Lighthouse gave no details', () => {
    expect(longestTaskAfter(800, tasks)).toBe(0);
    expect(longestTaskAfter(0, undefined)).toBe(0);
  });
});
