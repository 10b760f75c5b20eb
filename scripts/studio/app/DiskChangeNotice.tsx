import { useEffect, useRef } from 'react';
import type { WorkspaceState } from './studio-api-types.ts';
import { ChoiceButton } from './ChoiceButton.tsx';
import { studioCopy } from './studio-copy.ts';
import type { useStudioEdits } from './studio-edits.ts';

const copy = studioCopy.disk;

/**
 * Files changed on disk while the studio ran (decision 056): which, and the editor's two
 * choices. Nothing is saved until they choose; the notice takes focus when it appears, as an
 * error summary does, since the edit just made is waiting on it.
 */
export function DiskChangeNotice({
  state,
  edits,
}: {
  state: WorkspaceState;
  edits: ReturnType<typeof useStudioEdits>;
}) {
  const notice = useRef<HTMLDivElement>(null);
  const shown = state.changedOnDisk.length > 0;
  useEffect(() => {
    if (shown) notice.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      className="studio-notice studio-notice--warning"
      role="region"
      aria-labelledby="disk-changed-title"
      tabIndex={-1}
      ref={notice}
    >
      <h2 id="disk-changed-title">{copy.title}</h2>
      <p>{copy.body}</p>
      <ul className="bullet-list">
        {state.changedOnDisk.map((file) => (
          <li key={file}>
            <code>{file}</code>
          </li>
        ))}
      </ul>
      {state.held ? <p>{copy.held}</p> : null}
      <div className="studio-choices">
        <ChoiceButton
          id="disk-reload"
          label={copy.reload}
          hint={copy.reloadHint}
          primary
          disabled={edits.busy}
          onChoose={() =>
            void edits.post('reload-from-disk', { done: copy.reloaded, nothing: copy.reloaded })
          }
        />
        <ChoiceButton
          id="disk-keep"
          label={copy.keep}
          hint={copy.keepHint}
          disabled={edits.busy}
          onChoose={() =>
            void edits.post('keep-studio-version', { done: copy.kept, nothing: copy.kept })
          }
        />
      </div>
    </div>
  );
}
