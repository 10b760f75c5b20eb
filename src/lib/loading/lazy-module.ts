import {
  recoverFromCodeThatDidNotLoad,
  type CodeThatDidNotLoadOptions,
} from '../recovery/code-that-did-not-load.ts';

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
 * How the site loads a module of its own that is used beyond the one `await` that loads it
 * (decision 034 says which loads are bare imports instead, and why): asked for once, and every
 * ask gets the same promise. A component calls React's use() on that promise on every render
 * (never only while it loads: a render React replays after the promise settles must call use()
 * again, or the hooks after it fail; react.dev/warnings/conditional-use-of-use); once loaded,
 * use() returns it at once. Code outside rendering reads it with `loaded()`. A failed load stays
 * the answer, as the browser keeps it for the life of the page anyway, and so a render shows the
 * failure rather than ask again in a loop; the site's one rule for code that did not load
 * (code-that-did-not-load.ts) brings the page back.
 */
export function lazyModule<T>(
  importer: () => Promise<T>,
  options: CodeThatDidNotLoadOptions = { pageNeedsIt: true },
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
          recoverFromCodeThatDidNotLoad(error, options);
          throw error;
        },
      ),
    );
    return loading;
  };
  return Object.assign(load, { loaded: () => value });
}
