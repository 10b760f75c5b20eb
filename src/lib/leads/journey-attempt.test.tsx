import { renderHook, act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAttemptAtom, useAttemptKey } from './journey-attempt.ts';

describe('useAttemptKey', () => {
  it('makes one key per attempt and keeps it across a reload (a new store)', () => {
    const attemptAtom = createAttemptAtom('test-journey');
    const wrapper = (store: ReturnType<typeof createStore>) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return <Provider store={store}>{children}</Provider>;
      };
    const first = renderHook(() => useAttemptKey(attemptAtom), { wrapper: wrapper(createStore()) });
    let key = '';
    act(() => {
      key = first.result.current();
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.result.current()).toBe(key);
    const reloaded = renderHook(() => useAttemptKey(attemptAtom), {
      wrapper: wrapper(createStore()),
    });
    expect(reloaded.result.current()).toBe(key);
  });
});
