import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { createDraftAtom, type DraftAtom } from '../storage/draft-atom.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/** One attempt at a journey: its idempotency key, from the first submit until the lead is accepted. */
export interface JourneyAttempt {
  readonly idempotencyKey?: string;
}

/**
 * Where a journey keeps its attempt, beside its drafts in sessionStorage: a retry after a lost
 * response, even after a reload, reuses the key. Reset it with the drafts once the lead is accepted.
 */
export function createAttemptAtom(journeyKey: string): DraftAtom<JourneyAttempt> {
  return createDraftAtom<JourneyAttempt>(`${journeyKey}-attempt`, 'attempt-v1', {});
}

/** The attempt's idempotency key, made (and stored) on first use. */
export function useAttemptKey(attemptAtom: DraftAtom<JourneyAttempt>): () => string {
  const [attempt, setAttempt] = useAtom(attemptAtom);
  return useCallback(() => {
    if (attempt.idempotencyKey) return attempt.idempotencyKey;
    const idempotencyKey = newIdempotencyKey();
    setAttempt({ idempotencyKey });
    return idempotencyKey;
  }, [attempt, setAttempt]);
}
