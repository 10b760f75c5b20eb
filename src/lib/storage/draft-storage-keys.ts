import { dropDraftWrites } from './draft-writes.ts';

/** Prefix of every journey draft in sessionStorage; nothing personal ever goes to localStorage. */
export const draftKeyPrefix = 'help-and-support:draft:';

/** Removes every journey draft from sessionStorage, synchronously (safe right before a redirect). */
export function removeStoredDrafts(): void {
  // A draft waiting to be written must not come back after this.
  dropDraftWrites(draftKeyPrefix);
  for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(draftKeyPrefix)) sessionStorage.removeItem(key);
  }
}
