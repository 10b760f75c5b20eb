import { noteCodeThatDidNotLoad } from './note-code-that-did-not-load.ts';
import { reloadOnce } from './reload-once.ts';

/**
 * The one rule for a piece of the site's code that failed to load, when the open page needs it
 * (a form's renderer, the client that sends the lead): the browser keeps that failure for the
 * life of the page (the HTML standard's module map), so the code can only come back with a new
 * page. Once the browser is online (at once, or when it comes back), the next move to another
 * page loads in full, and this page loads again (reload-once.ts keeps that from looping).
 * Answers kept in drafts survive the load. Code the page works without only takes the first
 * half (note-code-that-did-not-load.ts).
 */
export function recoverFromCodeThatDidNotLoad(error: unknown): void {
  noteCodeThatDidNotLoad(error, () => {
    reloadOnce();
  });
}
