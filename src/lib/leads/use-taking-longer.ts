import { useEffect, useState } from 'react';

/**
 * How long a submit may wait before the customer is told it is taking longer than usual. The
 * main API client itself never gives up (SPEC section 7: no timeout), so the customer is told,
 * not cut off.
 */
export const takingLongerAfterMs = 15_000;

/**
 * True once `waiting` has stayed true for `afterMs` without a break; false again the moment it
 * ends, so the next wait starts from nothing.
 */
export function useTakingLonger(waiting: boolean, afterMs = takingLongerAfterMs): boolean {
  const [takingLonger, setTakingLonger] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setTakingLonger(true), afterMs);
    return () => {
      clearTimeout(timer);
      setTakingLonger(false);
    };
  }, [waiting, afterMs]);
  return waiting && takingLonger;
}
