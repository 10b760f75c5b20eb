import { logWarning } from '../telemetry/log-warning.ts';
import type { ContentValidators } from './content-validate-function.ts';
import { ContentShapeError } from './content-shape-error.ts';

/**
 * The content boundary (decision 018). A payload without its shape (what the page cannot
 * render without) is refused: ContentShapeError names where it breaks the schema, with no
 * content in the message, so it is safe to log. A payload with its shape is shown: one over a
 * soft limit is fitted, item by item, and each breach logged as a warning, never hiding the
 * rest of the page.
 */
export async function checkContent<T>(
  payload: string,
  validators: ContentValidators,
  value: unknown,
): Promise<T> {
  const { shape, limits } = validators;
  if (!shape(value)) {
    const problems = (shape.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
    );
    throw new ContentShapeError(payload, problems);
  }
  if (limits(value)) return value as T;
  // Read now: another payload's check may run the same validator while the fitting code loads.
  const errors = limits.errors ?? [];
  // Content seldom breaks a limit, so the code that fits it loads only when it does.
  const { fitToLimits, describeLimitReport } = await import('./fit-to-limits.ts');
  const fitted = fitToLimits(payload, shape, value, errors);
  for (const report of fitted.reports) {
    logWarning(describeLimitReport(payload, report), {
      source: 'content-limits',
      payload,
      pointer: report.pointer,
      rule: report.rule,
      outcome: report.outcome,
    });
  }
  // The shape validator has just accepted the fitted copy.
  return fitted.value as T;
}
