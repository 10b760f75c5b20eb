/** A module loaded when first asked for: call it to load, `loaded()` to read it without waiting. */
export interface LazyModule<T> {
  (): Promise<T>;
  /** The module once it has loaded; undefined before, and after a failed load. */
  readonly loaded: () => T | undefined;
}

/**
 * Marks a promise settled the way React's use() reads it (`status` and `value`), so use() on it
 * returns at once after it has settled instead of suspending for one more render.
 */
export function readableByUse<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  // Handlers that return nothing: returning the promise itself would re-raise its rejection.
  promise.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * A module asked for once, every ask sharing the one promise; a failed load stays the answer (the
 * browser keeps it for the life of the page anyway) and goes to `onFailure`, the site's rule for
 * code that did not load as the caller needs it (lazy-module.ts, lazy-part.ts).
 */
export function loadOnce<T>(
  importer: () => Promise<T>,
  onFailure: (error: unknown) => void,
): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= readableByUse(
      importer().then(
        (module) => {
          value = module;
          return module;
        },
        (error: unknown) => {
          onFailure(error);
          throw error;
        },
      ),
    );
    return loading;
  };
  return Object.assign(load, { loaded: () => value });
}
