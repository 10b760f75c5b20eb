import { useCallback, useRef, useState } from 'react';
import type { AnyFormData, FormEngine } from './form-engine.ts';
import type { FormError } from './validation/form-errors.ts';

/**
 * When errors show (GOV.UK: validate on submit): a submit shows every error; after that, each
 * change re-checks only the fields that were in error, so a fixed field clears at once while
 * fields the customer has not submitted yet stay quiet until the next submit.
 */
export function useFormErrors(engine: FormEngine, hiddenFields: readonly string[]) {
  const [errors, setErrors] = useState<FormError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const watched = useRef(new Set<string>());

  /** Checks everything, as on submit; returns the errors found. */
  const checkAll = useCallback(
    (data: AnyFormData): FormError[] => {
      const found = engine.validate(data, hiddenFields);
      watched.current = new Set(found.map((error) => error.pointer));
      setErrors(found);
      if (found.length > 0) setFailedSubmits((count) => count + 1);
      return found;
    },
    [engine, hiddenFields],
  );

  /** Re-checks the fields already in error, as the customer corrects them. */
  const recheck = useCallback(
    (data: AnyFormData) => {
      if (watched.current.size === 0) return;
      setErrors(
        engine.validate(data, hiddenFields).filter((error) => watched.current.has(error.pointer)),
      );
    },
    [engine, hiddenFields],
  );

  return { errors, failedSubmits, checkAll, recheck };
}
