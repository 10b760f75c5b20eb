import { renderHook, act } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { attemptFor, createAttemptAtom, useAttemptKey } from './journey-attempt.ts';

const lead = { data: { type: 'leads', attributes: { email: 'ada@example.com' } } };
const corrected = { data: { type: 'leads', attributes: { email: 'ada@example.org' } } };

describe('attemptFor', () => {
  it('keeps the key for the same lead and makes a new one for a changed lead', () => {
    let made = 0;
    const newKey = () => `key-${++made}`;
    const first = attemptFor({}, lead, newKey);
    expect(first.idempotencyKey).toBe('key-1');
    expect(attemptFor(first, structuredClone(lead), newKey)).toEqual(first);
    // Issue 37, finding 1: a corrected answer must never be answered with the first lead.
    expect(attemptFor(first, corrected, newKey).idempotencyKey).toBe('key-2');
  });

  it('makes a new key for a key kept without a fingerprint (an older release)', () => {
    expect(attemptFor({ idempotencyKey: 'old' }, lead).idempotencyKey).not.toBe('old');
  });
});

describe('useAttemptKey', () => {
  it('makes one key per lead and keeps it across a reload (a new store)', () => {
    const attemptAtom = createAttemptAtom('test-journey');
    const wrapper = (store: ReturnType<typeof createStore>) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return <Provider store={store}>{children}</Provider>;
      };
    const first = renderHook(() => useAttemptKey(attemptAtom), { wrapper: wrapper(createStore()) });
    let key = '';
    act(() => {
      key = first.result.current(lead);
    });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.result.current(lead)).toBe(key);
    const reloaded = renderHook(() => useAttemptKey(attemptAtom), {
      wrapper: wrapper(createStore()),
    });
    expect(reloaded.result.current(lead)).toBe(key);
    let changed = '';
    act(() => {
      changed = reloaded.result.current(corrected);
    });
    expect(changed).not.toBe(key);
  });
});
