import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fillMessage } from '../../../../src/site/fill-message.ts';
import { CommitPanel } from '../CommitPanel.tsx';
import { LoadState } from '../LoadState.tsx';
import { PageTitleAndBack } from '../PageTitleAndBack.tsx';
import { PublishPanel } from '../PublishPanel.tsx';
import type { ReviewAnswer } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy } from '../studio-copy.ts';

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

/**
 * "Review your changes": what changed since the studio started, in plain words; the lead each
 * valid example sends before and after; the change to each file as a diff; a commit of it to
 * the change's branch, with the summary as the message; then publishing the branch for review.
 */
export function ReviewPage() {
  const query = useQuery({
    queryKey: ['review'],
    queryFn: () => studioGet<ReviewAnswer>('review'),
  });
  const queryClient = useQueryClient();
  // What the last commit or new change did, said at the top and focused.
  const [said, setSaid] = useState<{ title?: string; body: string } | undefined>();
  const saidNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (said) saidNotice.current?.focus();
  }, [said]);
  return (
    <>
      <PageTitleAndBack page={copy.title} />
      <h1>{copy.title}</h1>
      <p className="studio-lead">{copy.intro}</p>
      <LoadState query={query}>
        {(review) => (
          <>
            {said ? (
              <div className="studio-notice" role="status" tabIndex={-1} ref={saidNotice}>
                {said.title ? <h2>{said.title}</h2> : null}
                <p>{said.body}</p>
              </div>
            ) : null}
            {!review.state.changed ? (
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
                  {review.leads.map((form) =>
                    form.examples.map((example) => (
                      // Not a region: two journeys' leads of one example share its name.
                      <div key={`${form.formId}-${example.name}-${example.journey}`}>
                        <h3>{fillMessage(copy.exampleTitle, { example: example.name })}</h3>
                        <p>
                          {fillMessage(copy.sentBy, {
                            journey: example.journey,
                            form: form.formId,
                          })}
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
                  <CommitPanel
                    state={review.state}
                    onCommitted={({ commit }) => {
                      setSaid({
                        title: copy.committedTitle,
                        body: fillMessage(copy.committedBody, { branch: commit.branch }),
                      });
                      void queryClient.invalidateQueries();
                    }}
                  />
                </section>
              </>
            )}
            {review.state.change ? (
              <PublishPanel
                state={review.state}
                change={review.state.change}
                onStarted={() => setSaid({ body: studioCopy.publish.started })}
              />
            ) : null}
          </>
        )}
      </LoadState>
    </>
  );
}
