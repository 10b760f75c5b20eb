import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachInItsOwnTask } from './each-in-its-own-task.ts';

describe('running steps one task each', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing at once, then one step per task, in order', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    eachInItsOwnTask([
      () => ran.push('page view'),
      () => ran.push('monitoring'),
      () => ran.push('content check'),
    ]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page view']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page view', 'monitoring']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page view', 'monitoring', 'content check']);
  });

  it('goes on after a step that throws, and reports it', () => {
    vi.useFakeTimers();
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    eachInItsOwnTask([
      () => {
        throw new Error('no data layer');
      },
      () => ran.push('monitoring'),
    ]);
    vi.runAllTimers();
    expect(ran).toEqual(['monitoring']);
    expect(report).toHaveBeenCalledWith(new Error('no data layer'));
  });
});
