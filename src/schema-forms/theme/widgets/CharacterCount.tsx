import { useEffect, useState } from 'react';
import {
  announceDelayMs,
  characterCountStatus,
  characterLimitHint,
  countCharacters,
} from '../../character-count-status.ts';
import { classNames } from '../field-ids.ts';

/** Id of the count's limit text, tied to the textarea with aria-describedby. */
export const characterCountInfoId = (id: string) => `${id}-info`;

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
        {characterLimitHint(props.limit)}
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
