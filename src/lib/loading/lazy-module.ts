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
 * The one way the site loads a module of its own lazily (routes are the router's): asked for
 * once, and every ask gets the same promise. What has loaded is read with `loaded()`, so a
 * component renders it at once and calls React's use() only while it is on its way. A failed
 * load stays the answer, as the browser keeps it for the life of the page anyway, and so a render
 * shows the failure rather than ask again in a loop; the site's one rule for code that did not
 * load (code-that-did-not-load.ts) brings the page back.
 */
export function lazyModule<T>(
  importer: () => Promise<T>,
  options: CodeThatDidNotLoadOptions = { pageNeedsIt: true },
): LazyModule<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        value = module;
        return module;
      },
      (error: unknown) => {
        recoverFromCodeThatDidNotLoad(error, options);
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(load, { loaded: () => value });
}
