import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { createDraftAtom, type DraftAtom } from '../storage/draft-atom.ts';
import { schemaHash } from '../storage/schema-hash.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

/**
 * One attempt at sending one lead: its idempotency key and the fingerprint of the lead it was
 * made for. The key belongs to that lead alone: the same answers sent again (after a lost reply,
 * even after a reload) keep it, so an API that honours it stores one lead; a changed answer makes
 * a new lead and so a new key, so the API never answers a corrected lead with the old one.
 */
export interface JourneyAttempt {
  readonly idempotencyKey?: string;
  readonly leadFingerprint?: string;
}

/** The attempt that sends `lead`: the one kept when it was made for this lead, else a new one. */
export function attemptFor(
  previous: JourneyAttempt,
  lead: object,
  newKey: () => string = newIdempotencyKey,
): Required<JourneyAttempt> {
  const leadFingerprint = schemaHash(lead);
  if (previous.idempotencyKey && previous.leadFingerprint === leadFingerprint) {
    return { idempotencyKey: previous.idempotencyKey, leadFingerprint };
  }
  return { idempotencyKey: newKey(), leadFingerprint };
}

/**
 * Where a journey keeps its attempt, beside its answers in sessionStorage, so a retry after a
 * lost reply, even after a reload, reuses the key. Cleared with the answers once the lead is
 * accepted.
 */
export function createAttemptAtom(journeyKey: string): DraftAtom<JourneyAttempt> {
  return createDraftAtom<JourneyAttempt>(`${journeyKey}-attempt`, 'attempt-v2', {});
}

/** The idempotency key of a lead about to be sent, made (and stored) when the lead is new. */
export function useAttemptKey(attemptAtom: DraftAtom<JourneyAttempt>): (lead: object) => string {
  const [attempt, setAttempt] = useAtom(attemptAtom);
  return useCallback(
    (lead: object) => {
      const next = attemptFor(attempt, lead);
      if (next.idempotencyKey !== attempt.idempotencyKey) setAttempt(next);
      return next.idempotencyKey;
    },
    [attempt, setAttempt],
  );
}
