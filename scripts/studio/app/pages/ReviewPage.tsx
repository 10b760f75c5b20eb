import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fillMessage } from '../../../../src/site/fill-message.ts';
import { TextControl } from '../controls/TextControl.tsx';
import { ErrorSummary } from '../../../../src/schema-forms/theme/ErrorSummary.tsx';
import { LoadState } from '../LoadState.tsx';
import type { ReviewAnswer, WorkspaceState } from '../studio-api-types.ts';
import { StudioRefusal, studioGet, studioPost } from '../studio-client.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';

const copy = studioCopy.review;

/** A unified diff with its added and removed lines marked (by their + and -, and a colour). */
function Diff({ file, diff }: { file: string; diff: string }) {
  const headingId = `diff-${file.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{fillMessage(copy.diffOfFile, { file })}</h3>
      <pre className="studio-diff">
        {diff.split('\n').map((line, index) => {
          const kind =
            line.startsWith('+') && !line.startsWith('+++')
              ? 'studio-diff__added'
              : line.startsWith('-') && !line.startsWith('---')
                ? 'studio-diff__removed'
                : undefined;
          return (
            <span key={index} className={kind}>
              {line}
              {'\n'}
            </span>
          );
        })}
      </pre>
    </section>
  );
}

const linesOf = (value: unknown): string[] =>
  value === undefined || value === null ? [] : JSON.stringify(value, null, 2).split('\n');

/** A line as compared: a comma added before a new line is no change. */
const comparable = (line: string) => line.replace(/,$/, '');

/**
 * A lead as JSON, its lines the other side lacks marked as inserted (after) or deleted
 * (before), so what the change does to the lead stands out, by colour and to a screen reader.
 */
function Lead({ lead, other, side }: { lead: unknown; other: unknown; side: 'before' | 'after' }) {
  const lines = linesOf(lead);
  if (lines.length === 0) return <p>{copy.noLead}</p>;
  const others = new Set(linesOf(other).map(comparable));
  const Changed = side === 'after' ? 'ins' : 'del';
  return (
    <pre>
      {lines.map((line, index) =>
        others.has(comparable(line)) ? (
          <span key={index}>{`${line}\n`}</span>
        ) : (
          <Changed
            key={index}
            className={side === 'after' ? 'studio-diff__added' : 'studio-diff__removed'}
          >{`${line}\n`}</Changed>
        ),
      )}
    </pre>
  );
}

/** The commit form's branch name field; the error summary's link focuses it. */
const branchFieldId = 'commit-branch';

/**
 * The commit form: a branch name, then the branch committed, or the server's reason why not as
 * a GOV.UK error summary (which takes focus, its link to the field) and the field's own error.
 */
function CommitForm({ state }: { state: WorkspaceState }) {
  const [branch, setBranch] = useState('');
  const done = useRef<HTMLDivElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const commit = useMutation({
    mutationFn: () =>
      studioPost<{ commit: { branch: string; commit: string } }>('commit', { branch }),
  });
  useEffect(() => {
    if (commit.isSuccess) done.current?.focus();
  }, [commit.isSuccess]);
  // Each refusal, even the same words again, takes focus to the summary.
  useEffect(() => {
    if (commit.isError) problem.current?.focus();
  }, [commit.isError, commit.failureCount, commit.submittedAt]);
  if (commit.data) {
    return (
      <div className="studio-notice" role="status" tabIndex={-1} ref={done}>
        <h3>{copy.committedTitle}</h3>
        <p>{fillMessage(copy.committedBody, { branch: commit.data.commit.branch })}</p>
      </div>
    );
  }
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
          items={[{ fieldId: branchFieldId, message: error }]}
          ref={problem}
        />
      ) : null}
      <TextControl
        id={branchFieldId}
        label={copy.branchLabel}
        hint={copy.branchHint}
        value={branch}
        width="medium"
        error={error}
        onChange={setBranch}
      />
      <button type="submit" className="button" disabled={commit.isPending || state.held}>
        {copy.commit}
      </button>
    </form>
  );
}

/**
 * "Review your changes": what changed since the studio started, in plain words; the lead each
 * valid example sends before and after; the change to each file as a diff; and a commit of it
 * to a new branch, with the summary as the message.
 */
export function ReviewPage() {
  const query = useQuery({
    queryKey: ['review'],
    queryFn: () => studioGet<ReviewAnswer>('review'),
  });
  return (
    <>
      <title>{studioTitle(copy.title)}</title>
      <a className="studio-back" href={studioPaths.forms}>
        {studioCopy.backToForms}
      </a>
      <h1>{copy.title}</h1>
      <p className="studio-lead">{copy.intro}</p>
      <LoadState query={query}>
        {(review) =>
          !review.state.changed ? (
            <p>{copy.nothing}</p>
          ) : (
            <>
              {review.state.held ? (
                <div className="studio-notice studio-notice--warning">
                  <p>{copy.heldWarning}</p>
                </div>
              ) : null}
              <section className="studio-section" aria-labelledby="review-summary">
                <h2 id="review-summary">{copy.summaryTitle}</h2>
                <ul className="bullet-list">
                  {review.summary.map((sentence) => (
                    <li key={sentence}>{sentence}</li>
                  ))}
                </ul>
              </section>
              <section className="studio-section" aria-labelledby="review-leads">
                <h2 id="review-leads">{copy.leadsTitle}</h2>
                <p>{copy.leadsIntro}</p>
                {/* Not regions of their own: an example sent by two journeys would name two alike. */}
                {review.leads.map((form) =>
                  form.examples.map((example) => (
                    <div key={`${form.formId}-${example.name}-${example.journey}`}>
                      <h3>{fillMessage(copy.exampleTitle, { example: example.name })}</h3>
                      <p>
                        {fillMessage(copy.sentBy, { journey: example.journey, form: form.formId })}
                      </p>
                      <div className="studio-leads">
                        <div>
                          <h4>{copy.before}</h4>
                          <Lead lead={example.before} other={example.after} side="before" />
                        </div>
                        <div>
                          <h4>{copy.after}</h4>
                          <Lead lead={example.after} other={example.before} side="after" />
                        </div>
                      </div>
                    </div>
                  )),
                )}
              </section>
              <section className="studio-section" aria-labelledby="review-diff">
                <h2 id="review-diff">{copy.diffTitle}</h2>
                <p>{copy.diffIntro}</p>
                {review.diff.map((file) => (
                  <Diff key={file.file} file={file.file} diff={file.diff} />
                ))}
              </section>
              <section className="studio-section" aria-labelledby="review-commit">
                <h2 id="review-commit">{copy.commitTitle}</h2>
                <p>{copy.commitIntro}</p>
                <CommitForm state={review.state} />
              </section>
            </>
          )
        }
      </LoadState>
    </>
  );
}
