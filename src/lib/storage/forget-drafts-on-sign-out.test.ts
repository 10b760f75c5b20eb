import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { resetSignOutForTests, signOut } from '../identity/sign-out.ts';
import { createDraftAtom, readStoredDraft } from './draft-atom.ts';
import { forgetDraftsOnSignOut } from './forget-drafts-on-sign-out.ts';

vi.mock('../navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

describe('forgetDraftsOnSignOut', () => {
  it('"A submitted journey\'s data is cleared ... on sign-out": every draft goes', () => {
    const draft = createDraftAtom('sign-out-journey', 'hash-1', { query: '' });
    createStore().set(draft, { query: 'my complaint' });
    forgetDraftsOnSignOut();
    signOut();
    expect(readStoredDraft('sign-out-journey', 'hash-1')).toBeUndefined();
    resetSignOutForTests();
  });
});
