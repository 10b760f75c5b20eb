import { retryingImport } from './retrying-import.ts';

/** How long a failed load is the answer, unless the browser comes back online sooner. */
const keepFailureMs = 3000;

/**
 * A dynamic import for React's use(): asked for once and shared; marked settled the way use()
 * reads a settled promise (its ReactPromise type), so code loaded earlier (a preload, a previous
 * page) renders at once instead of suspending again. A failed load stays the answer until the
 * browser comes back online, or for a few seconds: the render that follows the failure reads it
 * and shows the error, where asking again at once would suspend again, and offline fail again,
 * in a loop that never shows the customer anything. After that it is forgotten, so the next ask
 * (coming back online, a retried submit) loads it again, at a fresh address (retrying-import.ts),
 * instead of failing for good as React.lazy would.
 */
export function settledImport<T>(importer: () => Promise<T>): () => Promise<T> {
  const load = retryingImport(importer);
  let current: Promise<T> | undefined;
  let failedAt: number | undefined;
  const forget = () => {
    current = undefined;
    failedAt = undefined;
  };
  return () => {
    if (failedAt !== undefined && Date.now() - failedAt >= keepFailureMs) forget();
    if (!current) {
      const tracked: Promise<T> = load().then(
        (value) => {
          Object.assign(tracked, { status: 'fulfilled', value });
          return value;
        },
        (reason: unknown) => {
          Object.assign(tracked, { status: 'rejected', reason });
          if (current === tracked) {
            failedAt = Date.now();
            globalThis.addEventListener?.('online', forget, { once: true });
          }
          throw reason;
        },
      );
      // Handled here: a preload nobody awaits must not be an unhandled rejection.
      tracked.catch(() => undefined);
      current = tracked;
    }
    return current;
  };
}

/**
 * The value of a settledImport's promise if it has loaded, read without waiting (from the mark
 * the import puts on it for React's use()); undefined while it loads or after it failed.
 */
export function settledValue<T>(loading: Promise<T>): T | undefined {
  const settled = loading as Promise<T> & { status?: string; value?: T };
  return settled.status === 'fulfilled' ? settled.value : undefined;
}
