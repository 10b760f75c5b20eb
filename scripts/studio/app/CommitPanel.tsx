import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorSummary } from '../../../src/schema-forms/theme/ErrorSummary.tsx';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { TextControl } from './controls/TextControl.tsx';
import type { CommitAnswer, WorkspaceState } from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.review;

/** The branch name field; the error summary's link focuses it. */
const branchFieldId = 'commit-branch';
/** The commit button, which the summary links to when there is no field to fix. */
const submitId = 'commit-submit';

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
  const problem = useRef<HTMLDivElement>(null);
  // Each refusal, even the same words again, takes focus to the summary.
  useEffect(() => {
    if (commit.isError) problem.current?.focus();
  }, [commit.isError, commit.failureCount, commit.submittedAt]);
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
      {error ? (
        <ErrorSummary
          id="commit-problem"
          items={[{ fieldId: change ? submitId : branchFieldId, message: error }]}
          ref={problem}
        />
      ) : null}
      {change ? (
        <>
          <p>
            {fillMessage(copy.addsToBranch, {
              branch: change.branch,
              from: change.from,
              commits: commitsCount(change.commits),
            })}
          </p>
        </>
      ) : (
        <TextControl
          id={branchFieldId}
          label={copy.branchLabel}
          hint={copy.branchHint}
          value={branch}
          width="medium"
          error={error}
          onChange={setBranch}
        />
      )}
      <button
        id={submitId}
        type="submit"
        className="button"
        disabled={commit.isPending || state.held}
      >
        {change ? fillMessage(copy.addToBranch, { branch: change.branch }) : copy.commit}
      </button>
    </form>
  );
}
