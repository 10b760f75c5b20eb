import { retryingImport } from './retrying-import.ts';

/**
 * A dynamic import for React's use(): asked for once and shared; marked settled the way use()
 * reads a settled promise (its ReactPromise type), so code loaded earlier (a preload, a previous
 * page) renders at once instead of suspending again; forgotten when it fails, so the next render
 * asks again (e.g. after coming back online) instead of failing for good as React.lazy would,
 * at a fresh address (retrying-import.ts).
 */
export function settledImport<T>(importer: () => Promise<T>): () => Promise<T> {
  const load = retryingImport(importer);
  let current: Promise<T> | undefined;
  return () => {
    if (!current) {
      const tracked: Promise<T> = load().then((value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
        return value;
      });
      tracked.catch(() => {
        if (current === tracked) current = undefined;
      });
      current = tracked;
    }
    return current;
  };
}
