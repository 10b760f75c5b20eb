import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { fillMessage } from '../site/fill-message.ts';
import { TextControl } from './controls/TextControl.tsx';
import type { CommitAnswer, WorkspaceState } from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.review;

/** "3 commits". */
export const commitsCount = (count: number) =>
  count === 1 ? copy.oneCommit : fillMessage(copy.manyCommits, { count });

/**
 * Commits the change (decision 056): the first commit asks for the new branch's name; later ones
 * say which branch they add to, and ask nothing.
 */
export function CommitPanel({
  state,
  onCommitted,
}: {
  state: WorkspaceState;
  onCommitted: (answer: CommitAnswer) => void;
}) {
  const [branch, setBranch] = useState('');
  const change = state.change;
  const commit = useMutation({
    mutationFn: () => studioPost<CommitAnswer>('commit', change ? {} : { branch }),
    onSuccess: onCommitted,
  });
  const error =
    commit.error instanceof StudioRefusal ? commit.error.message : commit.error?.message;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        commit.mutate();
      }}
    >
      {change ? (
        <>
          <p>
            {fillMessage(copy.addsToBranch, {
              branch: change.branch,
              from: change.from,
              commits: commitsCount(change.commits),
            })}
          </p>
          {error ? (
            <p className="error-message" role="alert">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <TextControl
          id="commit-branch"
          label={copy.branchLabel}
          hint={copy.branchHint}
          value={branch}
          width="medium"
          error={error}
          onChange={setBranch}
        />
      )}
      <button type="submit" className="button" disabled={commit.isPending || state.held}>
        {change ? fillMessage(copy.addToBranch, { branch: change.branch }) : copy.commit}
      </button>
    </form>
  );
}
