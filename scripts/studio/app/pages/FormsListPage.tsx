import { useQuery } from '@tanstack/react-query';
import { LoadState } from '../LoadState.tsx';
import type { FormsAnswer } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { studioPaths } from '../studio-paths.ts';

const copy = studioCopy.list;

/**
 * The studio's first page: every form, with a link to change it and whether it is a draft. On a
 * narrow screen each row's cells stand one under the other, named by their column (studio.css).
 */
export function FormsListPage() {
  const query = useQuery({ queryKey: ['forms'], queryFn: () => studioGet<FormsAnswer>('forms') });
  return (
    <>
      <title>{studioTitle(copy.title)}</title>
      <h1>{copy.title}</h1>
      <p className="studio-lead">{copy.intro}</p>
      <LoadState query={query}>
        {({ forms, state }) => {
          const draftForms = new Set(
            state.drafts.flatMap((file) => /^schemas\/forms\/([^/]+)\//.exec(file)?.[1] ?? []),
          );
          return (
            <>
              {state.changed ? (
                <div className="studio-notice">
                  <p>
                    <a href={studioPaths.review}>{copy.review}</a>
                  </p>
                </div>
              ) : null}
              <table className="studio-table">
                <thead>
                  <tr>
                    <th scope="col">{copy.formColumn}</th>
                    <th scope="col">{copy.idColumn}</th>
                    <th scope="col">{copy.statusColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {forms.map((form) => (
                    <tr key={form.formId}>
                      <td>
                        <a href={studioPaths.form(form.formId)}>{form.title}</a>
                      </td>
                      <td data-label={copy.idColumn}>
                        <code>{form.formId}</code>
                      </td>
                      <td data-label={copy.statusColumn}>
                        {draftForms.has(form.formId) ? (
                          <strong className="studio-tag studio-tag--draft">{copy.draft}</strong>
                        ) : (
                          <span className="studio-tag">{copy.ready}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <h2 className="studio-section-title">{copy.journeysTitle}</h2>
              <p>
                <a href={studioPaths.journeys}>{copy.journeys}</a>
              </p>
              <h2 className="studio-section-title">{copy.sharedTitle}</h2>
              <p>
                <a href={studioPaths.messages}>{copy.shared}</a>
              </p>
            </>
          );
        }}
      </LoadState>
    </>
  );
}
