import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import type {
  EditAnswer,
  PublishAnswer,
  StudioChange,
  WorkspaceState,
} from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';
import { studioCopy } from './studio-copy.ts';
import { plainWhen } from './plain-when.ts';
import { PublishClashNotice } from './PublishClashNotice.tsx';

const copy = studioCopy.publish;

const refusalOf = (error: Error | null) =>
  error instanceof StudioRefusal ? error.message : error?.message;

/**
 * "Publish for review" (decision 056): pushes the change's branch to the project's remote and
 * gives the page where a reviewer opens it; then "Start a new change". Each result takes focus.
 */
export function PublishPanel({
  state,
  change,
  onStarted,
}: {
  state: WorkspaceState;
  change: StudioChange;
  /** Once a new change is started (this panel then goes: there is no branch to publish). */
  onStarted: () => void;
}) {
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: (choice?: 'bring-in' | 'as-it-is') =>
      studioPost<PublishAnswer>('publish', choice ? { choice } : {}),
    // Brought in: the forms changed, so every page reads them again.
    onSuccess: async (_answer, choice) => {
      if (choice === 'bring-in') await queryClient.invalidateQueries();
    },
  });
  const startNew = useMutation({
    mutationFn: () => studioPost<EditAnswer>('start-new-change'),
    onSuccess: async () => {
      onStarted();
      await queryClient.invalidateQueries();
    },
  });
  const published = useRef<HTMLDivElement>(null);
  const publication = publish.data?.published;
  const clashes = publish.data?.clashes;
  useEffect(() => {
    if (publication) published.current?.focus();
  }, [publication]);
  const publishError = refusalOf(publish.error);
  const startError = refusalOf(startNew.error);
  return (
    <>
      <section className="studio-section" aria-labelledby="publish-title">
        <h2 id="publish-title">{copy.title}</h2>
        <p>{fillMessage(copy.intro, { branch: change.branch, remote: state.remote })}</p>
        {state.changed ? <p>{copy.uncommitted}</p> : null}
        {publication ? (
          <div className="studio-notice" role="status" tabIndex={-1} ref={published}>
            <h3>{copy.doneTitle}</h3>
            <p>
              {fillMessage(copy.doneBody, {
                branch: publication.branch,
                address: publication.address,
              })}
            </p>
            {publish.data?.broughtIn ? <p>{copy.broughtIn}</p> : null}
            {publication.publishedSince.length > 0 ? (
              <>
                <h4>{fillMessage(copy.sinceTitle, { from: change.from })}</h4>
                <ul className="bullet-list">
                  {publication.publishedSince.flatMap((form) =>
                    form.entries.map((entry) => (
                      <li key={`${form.formId}-${entry.commit}`}>
                        {fillMessage(copy.sinceEntry, {
                          when: plainWhen(entry.when),
                          who: entry.author,
                          changes: entry.changes.join('; '),
                        })}
                      </li>
                    )),
                  )}
                </ul>
                <p>{copy.sinceBody}</p>
              </>
            ) : null}
            <p>
              {publication.reviewLink ? (
                <a href={publication.reviewLink}>{copy.reviewLink}</a>
              ) : (
                fillMessage(copy.noLink, { branch: publication.branch })
              )}
            </p>
          </div>
        ) : null}
        {clashes && clashes.length > 0 ? (
          <PublishClashNotice
            clashes={clashes}
            from={change.from}
            busy={publish.isPending}
            onChoose={(choice) => publish.mutate(choice)}
          />
        ) : null}
        {publishError ? (
          <p className="error-message" role="alert">
            {publishError}
          </p>
        ) : null}
        {clashes && clashes.length > 0 ? null : (
          <button
            type="button"
            className="button"
            disabled={publish.isPending}
            onClick={() => publish.mutate(undefined)}
          >
            {copy.button}
          </button>
        )}
      </section>
      <section className="studio-section" aria-labelledby="new-change-title">
        <h2 id="new-change-title">{copy.newTitle}</h2>
        <p>{fillMessage(copy.newIntro, { from: change.from })}</p>
        {startError ? (
          <p className="error-message" role="alert">
            {startError}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          disabled={startNew.isPending}
          onClick={() => startNew.mutate()}
        >
          {copy.newButton}
        </button>
      </section>
    </>
  );
}
