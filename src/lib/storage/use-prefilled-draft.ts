import { useAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { usePrefill } from '../identity/use-prefill.ts';
import type { DraftAtom } from './draft-atom.ts';
import { fillEmptyFields } from './fill-empty-fields.ts';

/**
 * A personal-details draft that a signed-in customer's account details fill in (SPEC section 6):
 * only fields still empty are filled, never what the customer typed, even if the account details
 * arrive late. `showsPrefilled` is true while any filled-in value is unchanged, for the note
 * "We've filled these in from your account".
 */
export function usePrefilledDraft<Draft extends object>(draftAtom: DraftAtom<Draft>) {
  const [draft, setDraft] = useAtom(draftAtom);
  const { signedIn, prefill, isLoading } = usePrefill();
  const [filled, setFilled] = useState<Readonly<Record<string, unknown>>>({});

  useEffect(() => {
    if (!prefill) return;
    setDraft((previous) => {
      const next = fillEmptyFields(previous, prefill);
      if (next !== previous) {
        const added = Object.entries(next).filter(
          ([name, value]) => (previous as Record<string, unknown>)[name] !== value,
        );
        setFilled(Object.fromEntries(added));
      }
      return next;
    });
  }, [prefill, setDraft]);

  const showsPrefilled = Object.entries(filled).some(
    ([name, value]) => (draft as Record<string, unknown>)[name] === value,
  );
  return { draft, setDraft, signedIn, isLoading, showsPrefilled };
}
