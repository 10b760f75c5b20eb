import { pushToDataLayer } from '../analytics/data-layer.ts';
import type { ErrorContext } from './log-error.ts';

/**
 * Logs something wrong that the site dealt with, such as content over a soft limit (decision
 * 018): to the console as a warning always, and in production as the analytics error event of
 * SPEC section 7 with `level: 'warning'` in its logger payload, so the reports that carry errors
 * carry it too and can tell it apart. The message and context hold no content or personal data
 * (and are scrubbed as every data layer event is).
 */
export function logWarning(message: string, context: ErrorContext): void {
  console.warn(`[${context.source}]`, message);
  if (import.meta.env.PROD) {
    pushToDataLayer({
      event: 'error',
      logger: { name: 'Warning', message, level: 'warning', ...context },
    });
  }
}
