import { recoverFromCodeThatDidNotLoad } from '../recovery/code-that-did-not-load.ts';
import { loadOnce, type LazyModule } from './load-once.ts';

/**
 * How the site loads a module of its own that the page needs and that is used beyond the one
 * `await` that loads it (decision 034 says which loads are bare imports instead, and why): asked
 * for once, and every ask gets the same promise. A component calls React's use() on that promise
 * on every render (never only while it loads: a render React replays after the promise settles
 * must call use() again, or the hooks after it fail; react.dev/warnings/conditional-use-of-use);
 * once loaded, use() returns it at once. Code outside rendering reads it with `loaded()`. A
 * failed load stays the answer, as the browser keeps it for the life of the page anyway, and so
 * a render shows the failure rather than ask again in a loop; the site's one rule for code that
 * did not load (code-that-did-not-load.ts) brings the page back. Code a page works without loads
 * with `lazyPart` (lazy-part.ts).
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  return loadOnce(importer, (error) => recoverFromCodeThatDidNotLoad(error));
}
