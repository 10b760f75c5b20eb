import { isMissingCodeError } from './missing-code-error.ts';
import { noteMissingCode } from './release-check.ts';

const online = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The rule for a piece of the site's code that failed to load (code-that-did-not-load.ts), for
 * code the page works without: the browser keeps that failure for the life of the page, so once
 * the browser is online (at once, or when it comes back), the next move to another page loads in
 * full. `then` runs after, for code the page needs.
 */
export function noteCodeThatDidNotLoad(error: unknown, then: () => void = () => undefined): void {
  if (!isMissingCodeError(error)) return;
  const recover = () => {
    noteMissingCode();
    then();
  };
  if (online()) recover();
  else globalThis.addEventListener?.('online', recover, { once: true });
}
