import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftAtom, readStoredDraft } from './draft-atom.ts';
import { draftKeyPrefix } from './draft-key-prefix.ts';
import { removeStoredDrafts } from './draft-storage-keys.ts';
import { writeDraftSoon } from './draft-writes.ts';

const key = `${draftKeyPrefix}burst-journey`;

describe('draft writes (just after the change, never lost)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores a burst of keystrokes once, with the newest answers, after the keystroke', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const draft = createDraftAtom('burst-journey', 'hash-1', { query: '' });
    const store = createStore();
    for (const query of ['M', 'My', 'My m', 'My meter']) store.set(draft, { query });
    expect(sessionStorage.getItem(key)).toBeNull();
    vi.advanceTimersByTime(50);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toEqual({
      schemaHash: 'hash-1',
      value: { query: 'My meter' },
    });
  });

  it('writes what is waiting when the page is left or hidden', () => {
    const draft = createDraftAtom('burst-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'typed just before a reload' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(key)).toContain('typed just before a reload');

    createStore().set(draft, { query: 'typed just before switching app' });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sessionStorage.getItem(key)).toContain('typed just before switching app');
  });

  it('a draft read at once (a route guard, a fresh store) sees the answer still waiting', () => {
    const draft = createDraftAtom('burst-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'waiting' });
    expect(readStoredDraft('burst-journey', 'hash-1')).toEqual({ query: 'waiting' });
    expect(createStore().get(draft)).toEqual({ query: 'waiting' });
  });

  it('a sign-out forgets waiting drafts too: none comes back after the stored ones are removed', () => {
    const draft = createDraftAtom('burst-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'personal' });
    removeStoredDrafts();
    vi.advanceTimersByTime(50);
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('reports a write the browser refuses (storage full) and keeps the others', () => {
    const onError = vi.fn();
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw full;
    });
    writeDraftSoon(`${draftKeyPrefix}first`, '{}', onError);
    writeDraftSoon(`${draftKeyPrefix}second`, '{"kept":true}', vi.fn());
    vi.advanceTimersByTime(50);
    expect(onError).toHaveBeenCalledWith(full);
    expect(sessionStorage.getItem(`${draftKeyPrefix}second`)).toBe('{"kept":true}');
  });
});
