import { isMissingCodeError } from './missing-code-error.ts';
import { noteMissingCode } from './release-check.ts';
import { reloadOnce } from './reload-once.ts';

export interface CodeThatDidNotLoadOptions {
  /**
   * Whether the open page needs the code to go on (a form's renderer, the client that sends the
   * lead): then the page loads again in full, once. Off for code the page works without
   * (monitoring): the next page the customer opens loads it.
   */
  readonly pageNeedsIt: boolean;
}

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The one rule for a piece of the site's code that failed to load: the browser keeps that
 * failure for the life of the page (the HTML standard's module map), so the code can only come
 * back with a new page. Once the browser is online (at once, or when it comes back), the next
 * move to another page loads in full, and a page that needs the code loads again (reload-once.ts
 * keeps that from looping). Answers kept in drafts survive the load.
 */
export function recoverFromCodeThatDidNotLoad(
  error: unknown,
  { pageNeedsIt }: CodeThatDidNotLoadOptions,
): void {
  if (!isMissingCodeError(error)) return;
  const recover = () => {
    noteMissingCode();
    if (pageNeedsIt) reloadOnce();
  };
  if (online()) recover();
  else globalThis.addEventListener?.('online', recover, { once: true });
}
