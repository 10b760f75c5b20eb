import { fillMessage } from '../site/fill-message.ts';
import { formCopy } from './form-copy.ts';

/**
 * GOV.UK's character count in words, apart from any framework, so the form widget and a help
 * page's own script say the same.
 */

/** How long typing must pause before the count is announced (as govuk-frontend does). */
export const announceDelayMs = 1000;

const grouped = (value: number) => value.toLocaleString('en-GB');

/**
 * Characters as the schema's maxLength counts them (code points: an emoji is one), without
 * copying the text: this runs on every keystroke, and answers may be 30,000 characters long.
 */
export function countCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // A high surrogate followed by a low one is a single character.
    if (code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      index += 1;
    }
    count += 1;
  }
  return count;
}

/** The limit, said once to screen readers with the box's description. */
export function characterLimitHint(limit: number): string {
  return fillMessage(formCopy.characterCount.limitHint, { limit: grouped(limit) });
}

/** The count message: characters remaining, or the schema's over-limit message. */
export function characterCountStatus(count: number, limit: number, overTemplate?: string): string {
  const remaining = limit - count;
  if (remaining >= 0) {
    const copy = formCopy.characterCount;
    return remaining === 1
      ? copy.remainingOne
      : fillMessage(copy.remaining, { remaining: grouped(remaining) });
  }
  const over = -remaining;
  if (over === 1 && !overTemplate) return formCopy.characterCount.overOne;
  return fillMessage(overTemplate ?? formCopy.characterCount.overOne, { over, limit, count });
}
