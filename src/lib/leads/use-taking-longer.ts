import { useEffect, useState } from 'react';

/**
 * How long a submit may wait before the customer is told it is taking longer than usual and may
 * send again. The main API client itself never gives up (SPEC section 7: no timeout), so the
 * customer is told, and offered a way on, not cut off.
 */
export const takingLongerAfterMs = 15_000;

/**
 * True once `waiting` has stayed true for `afterMs` without a break; false again the moment it
 * ends, or when `attempt` changes (a send made again), so the next wait starts from nothing.
 */
export function useTakingLonger(
  waiting: boolean,
  attempt: unknown = undefined,
  afterMs = takingLongerAfterMs,
): boolean {
  const [takingLonger, setTakingLonger] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setTakingLonger(true), afterMs);
    return () => {
      clearTimeout(timer);
      setTakingLonger(false);
    };
  }, [waiting, attempt, afterMs]);
  return waiting && takingLonger;
}
