import { useEffect, useRef } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import type { PublishClash } from './studio-api-types.ts';
import { ChoiceButton } from './ChoiceButton.tsx';
import { studioCopy } from './studio-copy.ts';
import { plainWhen } from './plain-when.ts';

const copy = studioCopy.publish;

/**
 * Before publishing, for a team (decision 061): the forms other editors published changes to
 * since this change started, who changed them and what, and the editor's two choices. Nothing
 * is sent until they choose; the notice takes focus when it appears.
 */
export function PublishClashNotice({
  clashes,
  from,
  busy,
  onChoose,
}: {
  clashes: readonly PublishClash[];
  /** The branch the change started from. */
  from: string;
  busy: boolean;
  onChoose: (choice: 'bring-in' | 'as-it-is') => void;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    notice.current?.focus();
  }, [clashes]);
  const canBringIn = clashes.some((clash) => clash.onBase);
  return (
    <div
      className="studio-notice studio-notice--warning"
      role="region"
      aria-labelledby="publish-clash-title"
      tabIndex={-1}
      ref={notice}
    >
      <h3 id="publish-clash-title">{copy.clashTitle}</h3>
      <p>{copy.clashBody}</p>
      {clashes.map((clash) => (
        <div key={`${clash.formId}-${clash.branch}`}>
          <h4>
            {fillMessage(clash.onBase ? copy.clashOnBase : copy.clashWaiting, {
              form: clash.title,
              branch: clash.branch,
            })}
          </h4>
          <ul className="bullet-list">
            {clash.entries.map((entry) => (
              <li key={entry.commit}>
                {fillMessage(copy.clashEntry, {
                  when: plainWhen(entry.when),
                  who: entry.author,
                  changes: entry.changes.join('; '),
                })}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {canBringIn ? null : <p>{copy.waitingHint}</p>}
      <div className="studio-choices">
        {canBringIn ? (
          <ChoiceButton
            id="publish-bring-in"
            label={copy.bringIn}
            hint={fillMessage(copy.bringInHint, { from })}
            primary
            disabled={busy}
            onChoose={() => onChoose('bring-in')}
          />
        ) : null}
        <ChoiceButton
          id="publish-as-it-is"
          label={copy.asItIs}
          hint={copy.asItIsHint}
          primary={!canBringIn}
          disabled={busy}
          onChoose={() => onChoose('as-it-is')}
        />
      </div>
    </div>
  );
}
