import { draftKeyPrefix } from './draft-key-prefix.ts';
import { dropDraftWrites } from './draft-writes.ts';

/** Removes every journey draft from sessionStorage, synchronously (safe right before a redirect). */
export function removeStoredDrafts(): void {
  // A draft waiting to be written must not come back after this.
  dropDraftWrites(draftKeyPrefix);
  for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
    const key = sessionStorage.key(index);
    if (key?.startsWith(draftKeyPrefix)) sessionStorage.removeItem(key);
  }
}
