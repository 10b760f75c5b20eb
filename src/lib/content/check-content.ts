import type { ContentValidateFunction } from './content-validate-function';
import { ContentShapeError } from './content-shape-error';

/**
 * The content boundary: returns the payload typed when its compiled schema validator accepts
 * it, else throws ContentShapeError naming where it breaks the schema (no content in the
 * message, so it is safe to log).
 */
export function checkContent<T>(
  payload: string,
  validate: ContentValidateFunction,
  value: unknown,
): T {
  if (validate(value)) return value as T;
  const problems = (validate.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
  );
  throw new ContentShapeError(payload, problems);
}
