import { useEffect, useState } from 'react';
import { formCopy } from '../../form-copy.ts';
import { fillMessage } from '../../../site/fill-message.ts';
import { classNames } from '../field-ids.ts';

/** Id of the count's limit text, tied to the textarea with aria-describedby. */
export const characterCountInfoId = (id: string) => `${id}-info`;

/** How long typing must pause before the count is announced (as govuk-frontend does). */
const announceDelayMs = 1000;

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

/**
 * GOV.UK character count: the limit as a hint for screen readers, the status shown under the
 * textarea (red when over), and the same status in a polite live region once typing pauses.
 */
export function CharacterCount(props: {
  readonly id: string;
  readonly text: string;
  readonly limit: number;
  readonly overTemplate?: string;
}) {
  const count = countCharacters(props.text);
  const status = characterCountStatus(count, props.limit, props.overTemplate);
  const [announced, setAnnounced] = useState(status);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), announceDelayMs);
    return () => clearTimeout(timer);
  }, [status]);
  return (
    <>
      <div id={characterCountInfoId(props.id)} className="visually-hidden">
        {fillMessage(formCopy.characterCount.limitHint, { limit: grouped(props.limit) })}
      </div>
      <div
        className={classNames(
          'hint',
          'character-count__status',
          count > props.limit && 'character-count__status--error',
        )}
        aria-hidden="true"
      >
        {status}
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announced}
      </div>
    </>
  );
}
