import { atom, getDefaultStore, type WritableAtom } from 'jotai';
import { atomWithLazy, createJSONStorage, RESET } from 'jotai/utils';
import { logError } from '../telemetry/log-error.ts';

import { draftKeyPrefix } from './draft-key-prefix.ts';
import { removeStoredDrafts } from './draft-storage-keys.ts';
import { dropDraftWrites, flushDraftWrites, writeDraftSoon } from './draft-writes.ts';

/** What is stored: the answers and the fingerprint of the schema they were typed against. */
interface DraftEnvelope<Value> {
  readonly schemaHash: string;
  readonly value: Value;
}

/** A value, RESET (clears the stored draft) or an updater, as jotai's storage atoms take. */
export type DraftAction<Value> = Value | typeof RESET | ((previous: Value) => Value | typeof RESET);

/** An atom whose value lives in sessionStorage for the tab's lifetime. */
export type DraftAtom<Value> = WritableAtom<Value, [DraftAction<Value>], void>;

/** Any atom that can be reset, as every draft atom can: what a journey forgets once sent. */
export type ResettableAtom = WritableAtom<unknown, [typeof RESET], unknown>;

const envelopes = createJSONStorage<DraftEnvelope<unknown> | null>(() => sessionStorage);
const draftAtoms = new Set<DraftAtom<unknown>>();

function storageKey(journeyKey: string): string {
  return `${draftKeyPrefix}${journeyKey}`;
}

function readEnvelope<Value>(key: string, schemaHash: string): Value | undefined {
  // A draft written a moment ago may still be waiting (draft-writes.ts).
  flushDraftWrites();
  const envelope = envelopes.getItem(key, null);
  if (!envelope) return undefined;
  if (envelope.schemaHash !== schemaHash || !('value' in envelope)) {
    // Typed against another version of the form: dropped whole, never half-applied.
    envelopes.removeItem(key);
    return undefined;
  }
  return envelope.value as Value;
}

/**
 * A journey's draft: every answer is written to sessionStorage as it changes (just after the
 * change, see draft-writes.ts), so a reload, the back button, a failed submission or a network
 * drop loses nothing. Keyed by journey; a stored draft whose schema hash differs from
 * `schemaHash` is ignored and removed.
 *
 * Unlike jotai's atomWithStorage (whose getOnInit reads storage once, when the module loads),
 * the stored value is read when a store first reads the atom, so every store (a test's "reload")
 * starts from what is in sessionStorage at that moment.
 */
export function createDraftAtom<Value>(
  journeyKey: string,
  schemaHash: string,
  initialValue: Value,
): DraftAtom<Value> {
  const key = storageKey(journeyKey);
  const current = atomWithLazy<Value>(() => readEnvelope<Value>(key, schemaHash) ?? initialValue);
  const draft: DraftAtom<Value> = atom(
    (get) => get(current),
    (get, set, action: DraftAction<Value>) => {
      const next =
        typeof action === 'function'
          ? (action as (previous: Value) => Value | typeof RESET)(get(current))
          : action;
      if (next === RESET) {
        set(current, initialValue);
        dropDraftWrites(key);
        envelopes.removeItem(key);
        return;
      }
      set(current, next);
      const envelope: DraftEnvelope<Value> = { schemaHash, value: next };
      writeDraftSoon(key, JSON.stringify(envelope), (error) => {
        // Storage full or blocked: the journey still works, only reload-safety is lost.
        logError(error, { source: 'draft-storage', journeyKey });
      });
    },
  );
  draftAtoms.add(draft as DraftAtom<unknown>);
  return draft;
}

/** Reads a stored draft outside React (route guards); undefined when none or from another schema. */
export function readStoredDraft<Value>(journeyKey: string, schemaHash: string): Value | undefined {
  return readEnvelope<Value>(storageKey(journeyKey), schemaHash);
}

/**
 * Forgets every journey draft: removes them from sessionStorage and resets the draft atoms of the
 * app's store. Called on sign-out so the next person at the browser sees nothing personal.
 */
export function clearJourneyDrafts(): void {
  const store = getDefaultStore();
  for (const draft of draftAtoms) store.set(draft, RESET);
  removeStoredDrafts();
}
