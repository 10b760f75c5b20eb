import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { followHistoryBeforeStart } from './follow-history-before-start.ts';

/** A router's two subscriptions, and its load, as followHistoryBeforeStart uses them. */
function fakeRouter() {
  const moves = new Set<() => void>();
  const rendered = new Set<() => void>();
  const load = vi.fn(async () => undefined);
  const router = {
    load,
    history: {
      subscribe: (listener: () => void) => {
        moves.add(listener);
        return () => moves.delete(listener);
      },
    },
    subscribe: (_event: 'onRendered', listener: () => void) => {
      rendered.add(listener);
      return () => rendered.delete(listener);
    },
  } as unknown as AnyRouter;
  return {
    router,
    load,
    move: () => moves.forEach((listener) => listener()),
    render: () => rendered.forEach((listener) => listener()),
  };
}

describe('Back or Forward before the app has rendered', () => {
  it('loads the page the address shows, until the first render; the router follows after', () => {
    const { router, load, move, render } = fakeRouter();
    followHistoryBeforeStart(router);
    move();
    expect(load).toHaveBeenCalledTimes(1);
    render();
    move();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
