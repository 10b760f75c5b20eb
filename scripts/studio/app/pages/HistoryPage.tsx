import { useQuery } from '@tanstack/react-query';
import { fillMessage } from '../../../../src/site/fill-message.ts';
import { LoadState } from '../LoadState.tsx';
import type { HistoryAnswer } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';
import { plainWhen } from '../plain-when.ts';

const copy = studioCopy.history;

/**
 * A form's history (decision 056): each commit that changed it, newest first, with when, who and
 * what changed in the studio's plain words, from git on the change's branch.
 */
export function HistoryPage({ formId }: { formId: string }) {
  const query = useQuery({
    queryKey: ['history', formId],
    queryFn: () => studioGet<HistoryAnswer>(`history/${formId}`),
  });
  return (
    <LoadState query={query} errorHeading={studioCopy.form.unavailable}>
      {({ title, history }) => {
        const heading = fillMessage(copy.title, { form: title });
        return (
          <>
            <title>{studioTitle(heading)}</title>
            <a className="studio-back" href={studioPaths.form(formId)}>
              {copy.backToForm}
            </a>
            <h1>{heading}</h1>
            <p className="studio-lead">{copy.intro}</p>
            {history.length === 0 ? (
              <p>{copy.none}</p>
            ) : (
              <ol className="studio-history">
                {history.map((entry) => (
                  <li key={entry.commit}>
                    <h2>
                      <time dateTime={entry.when}>{plainWhen(entry.when)}</time>
                    </h2>
                    <p className="studio-history__meta">
                      {copy.who}: {entry.author} ·{' '}
                      {fillMessage(copy.commit, { commit: entry.commit.slice(0, 7) })}
                    </p>
                    <h3 className="visually-hidden">{copy.what}</h3>
                    <ul className="bullet-list">
                      {entry.changes.map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </>
        );
      }}
    </LoadState>
  );
}
