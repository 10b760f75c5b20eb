import { noteCodeThatDidNotLoad } from '../recovery/note-code-that-did-not-load.ts';
import { loadOnce, type LazyModule } from './load-once.ts';

/**
 * A module of code the page works without (monitoring, a help page's suggestions or "Was this
 * page helpful?"), loaded as `lazyModule` loads: if it does not load, the next page the customer
 * opens loads in full and brings it, and the open page is never reloaded. Apart from
 * `lazyModule`, so a help page does not download the reload and the drafts it would keep.
 */
export function lazyPart<T>(importer: () => Promise<T>): LazyModule<T> {
  return loadOnce(importer, (error) => noteCodeThatDidNotLoad(error));
}
