import { useCallback, useRef, useState } from 'react';
import { errorsShown, type JourneyStep } from '../lib/analytics/journey-events.ts';
import type { AnyFormData, FormEngine } from './form-engine.ts';
import type { FormError } from './validation/form-errors.ts';

/**
 * When errors show (GOV.UK: validate on submit): a submit shows every error; after that, each
 * change re-checks only the fields that were in error, so a fixed field clears at once while
 * fields the customer has not submitted yet stay quiet until the next submit. On a journey's
 * step, each error a submit shows is counted for content teams (field and rule, never the value).
 */
export function useFormErrors(
  engine: FormEngine,
  hiddenFields: readonly string[],
  journeyStep?: JourneyStep,
) {
  const [errors, setErrors] = useState<FormError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const watched = useRef(new Set<string>());
  const failedSoFar = useRef(0);
  const journey = journeyStep?.journey;
  const step = journeyStep?.step;

  /** Checks everything, as on submit; returns the errors found. */
  const checkAll = useCallback(
    (data: AnyFormData): FormError[] => {
      const found = engine.validate(data, hiddenFields);
      watched.current = new Set(found.map((error) => error.pointer));
      setErrors(found);
      if (found.length > 0) {
        failedSoFar.current += 1;
        setFailedSubmits(failedSoFar.current);
        if (journey !== undefined && step !== undefined) {
          errorsShown({ journey, step }, found, failedSoFar.current);
        }
      }
      return found;
    },
    [engine, hiddenFields, journey, step],
  );

  /**
   * Re-checks the fields already in error, as the customer corrects them. A form whose checks are
   * not in yet (the forms preview's form, compiled again after an edit, filling a new question's
   * empty list in) waits: whoever showed the errors checks again once they are in.
   */
  const recheck = useCallback(
    (data: AnyFormData) => {
      if (watched.current.size === 0 || !engine.validationReady()) return;
      setErrors(
        engine.validate(data, hiddenFields).filter((error) => watched.current.has(error.pointer)),
      );
    },
    [engine, hiddenFields],
  );

  return { errors, failedSubmits, checkAll, recheck };
}
