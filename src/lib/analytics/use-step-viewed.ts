import { useEffect, useRef } from 'react';
import { stepViewed, type JourneyStep } from './journey-events.ts';

/**
 * Counts a journey step as viewed once each time it is shown (issue 32, item 5). Every page of a
 * journey calls it: the form steps through SchemaForm's `journeyStep`, any other page of a
 * journey (such as a check-your-answers summary) directly. Nothing happens without a step.
 */
export function useStepViewed(step: JourneyStep | undefined): void {
  const journey = step?.journey;
  const name = step?.step;
  // React's development checks run an effect twice on mount: one view is still one.
  const counted = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (journey === undefined || name === undefined) return;
    const key = `${journey} ${name}`;
    if (counted.current === key) return;
    counted.current = key;
    stepViewed({ journey, step: name });
  }, [journey, name]);
}
