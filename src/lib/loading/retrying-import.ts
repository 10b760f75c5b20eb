import { isMissingCodeError } from '../recovery/missing-code-error.ts';
import { reloadOnce } from '../recovery/reload-once.ts';
import { failedModuleUrl, freshModuleUrl } from './failed-module-url.ts';

export interface RetryingImportOptions {
  /**
   * Whether, online, a second failure loads the page again in full (once, reload-once.ts): the
   * script is gone, so a new release has replaced the page's code. Answers kept in drafts
   * survive it. Off for code the page works without (monitoring).
   */
  readonly reloadWhenGone?: boolean;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * A dynamic import that can be asked for again after it failed (offline, a dropped connection,
 * a release that removed the file): it asks at once, online, or on the next call, offline, for
 * the same script at a fresh address, since the browser may keep the failure of the first one
 * for good (failed-module-url.ts). Every lazily loaded module of the site goes through this,
 * directly or through settledImport.
 */
export function retryingImport<T>(
  importer: () => Promise<T>,
  { reloadWhenGone = true }: RetryingImportOptions = {},
): () => Promise<T> {
  let failedUrl: string | undefined;
  let attempt = 0;
  const importFresh = async (url: string): Promise<T> => {
    attempt += 1;
    // The chunk's address comes from the browser's own error, so the bundler cannot see it.
    return (await import(/* @vite-ignore */ freshModuleUrl(url, attempt))) as T;
  };
  const load = async (): Promise<T> => {
    if (failedUrl !== undefined) return importFresh(failedUrl);
    try {
      return await importer();
    } catch (error) {
      failedUrl = failedModuleUrl(error);
      if (failedUrl === undefined || !online()) throw error;
      return importFresh(failedUrl);
    }
  };
  return async () => {
    try {
      return await load();
    } catch (error) {
      if (reloadWhenGone && online() && isMissingCodeError(error)) reloadOnce();
      throw error;
    }
  };
}
