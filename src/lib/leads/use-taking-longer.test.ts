import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takingLongerAfterMs, useTakingLonger } from './use-taking-longer.ts';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('useTakingLonger (issue 32: a submit that hangs says so)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 15 seconds', () => {
    expect(takingLongerAfterMs).toBe(15_000);
  });

  it('is false while nothing is waiting, however long', () => {
    const { result } = renderHook(() => useTakingLonger(false));
    advance(60_000);
    expect(result.current).toBe(false);
  });

  it('turns true at 15 s of one wait, false the moment it ends, and a new wait starts from nothing', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakingLonger(waiting), {
      initialProps: { waiting: true },
    });
    advance(takingLongerAfterMs - 1);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);

    rerender({ waiting: false });
    expect(result.current).toBe(false);
    rerender({ waiting: true });
    expect(result.current).toBe(false);
    advance(takingLongerAfterMs - 1);
    expect(result.current).toBe(false);
    advance(1);
    expect(result.current).toBe(true);
  });

  it('a wait broken before 15 s never turns true', () => {
    const { result, rerender } = renderHook(({ waiting }) => useTakingLonger(waiting), {
      initialProps: { waiting: true },
    });
    advance(10_000);
    rerender({ waiting: false });
    advance(60_000);
    expect(result.current).toBe(false);
  });
});
