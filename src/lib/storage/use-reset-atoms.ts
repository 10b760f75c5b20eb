import { useStore, type WritableAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';

/** An atom that can be reset, as every journey draft atom can. */
export type ResettableAtom = WritableAtom<unknown, [typeof RESET], unknown>;

/**
 * A function that resets all these atoms (a journey's drafts) in the current store: what a
 * journey calls once its lead is accepted. Give it a constant list.
 */
export function useResetAtoms(atoms: readonly ResettableAtom[]): () => void {
  const store = useStore();
  return useCallback(() => {
    for (const atom of atoms) store.set(atom, RESET);
  }, [store, atoms]);
}
