import { pushToDataLayer } from '../analytics/data-layer.ts';

/** Where an error came from, in words support can search for. No personal data. */
export interface ErrorContext {
  readonly source: string;
  readonly [key: string]: string | number | boolean | undefined;
}

type ErrorListener = (error: unknown, context: ErrorContext) => void;
const listeners = new Set<ErrorListener>();

/** Lets monitoring (when consented) receive logged errors too; returns the unsubscribe. */
export function onErrorLogged(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function describe(error: unknown): { name: string; message: string } {
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/**
 * Logs an error: to the console always, and in production as an analytics error event with a
 * logger payload (SPEC section 7). Callers pass no personal data in the context; the message can
 * hold some (an address or a search in a URL), so the data layer and monitoring scrub both.
 */
export function logError(error: unknown, context: ErrorContext): void {
  console.error(`[${context.source}]`, error);
  if (import.meta.env.PROD) {
    pushToDataLayer({ event: 'error', logger: { ...describe(error), ...context } });
  }
  for (const listener of listeners) listener(error, context);
}
