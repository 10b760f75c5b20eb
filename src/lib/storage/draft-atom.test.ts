import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { describe, expect, it } from 'vitest';
import { clearJourneyDrafts, createDraftAtom, readStoredDraft } from './draft-atom.ts';
import { draftKeyPrefix } from './draft-key-prefix.ts';
import { schemaHash } from './schema-hash.ts';

describe('createDraftAtom', () => {
  it('writes every change to sessionStorage, never localStorage', () => {
    const draft = createDraftAtom('test-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'My meter is broken' });
    expect(readStoredDraft('test-journey', 'hash-1')).toEqual({ query: 'My meter is broken' });
    expect(localStorage.length).toBe(0);
  });

  it('a fresh store (a reload) starts from the stored draft', () => {
    const draft = createDraftAtom('reload-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'x'.repeat(30000) });
    // Compared by length: a 30000-character diff would bury the report.
    expect(createStore().get(draft).query).toHaveLength(30000);
  });

  it('drops a draft typed against another schema rather than half-applying it', () => {
    const older = createDraftAtom('versioned', 'old-hash', { name: '' });
    createStore().set(older, { name: 'Sam' });
    const newer = createDraftAtom('versioned', 'new-hash', { name: '', email: '' });
    expect(createStore().get(newer)).toEqual({ name: '', email: '' });
    expect(sessionStorage.getItem(`${draftKeyPrefix}versioned`)).toBeNull();
  });

  it('RESET removes the stored draft (after a successful submission)', () => {
    const draft = createDraftAtom('reset-journey', 'hash-1', { query: '' });
    const store = createStore();
    store.set(draft, { query: 'text' });
    store.set(draft, RESET);
    expect(store.get(draft)).toEqual({ query: '' });
    expect(readStoredDraft('reset-journey', 'hash-1')).toBeUndefined();
  });

  it('clearJourneyDrafts forgets every journey draft and leaves other storage alone', () => {
    const draft = createDraftAtom('signed-out-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'personal' });
    sessionStorage.setItem('unrelated', 'kept');
    clearJourneyDrafts();
    expect(readStoredDraft('signed-out-journey', 'hash-1')).toBeUndefined();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('ignores a stored value that is not JSON', () => {
    sessionStorage.setItem(`${draftKeyPrefix}broken`, '{not json');
    const draft = createDraftAtom('broken', 'hash-1', { query: '' });
    expect(createStore().get(draft)).toEqual({ query: '' });
  });
});

describe('schemaHash', () => {
  it('is stable under key order and changes with the schema', () => {
    expect(schemaHash({ a: 1, b: { c: 2 } })).toBe(schemaHash({ b: { c: 2 }, a: 1 }));
    expect(schemaHash({ a: 1 })).not.toBe(schemaHash({ a: 2 }));
    expect(schemaHash({ a: 1 }, { ui: 1 })).not.toBe(schemaHash({ a: 1 }));
  });
});
