import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { DeclaredJourneySection } from '../DeclaredJourneySection.tsx';
import { FindingsSummary } from '../FindingsSummary.tsx';
import type { JourneyEdits } from '../journey-edits.ts';
import { LoadState } from '../LoadState.tsx';
import { PageTitleAndBack } from '../PageTitleAndBack.tsx';
import { OwnPagesJourneys } from '../OwnPagesJourneys.tsx';
import type { JourneysAnswer, StudioOperation } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy } from '../studio-copy.ts';
import { useStudioEdits } from '../studio-edits.ts';
import { studioPaths } from '../studio-paths.ts';
import { useFocusSoon } from '../use-focus-soon.ts';

const copy = studioCopy.journeys;

/**
 * The site's journeys (issue 39): those declared as data (schemas/journeys/), each with its steps
 * in order, their headings and forms, and its confirmation words, whose steps the editor
 * renames, adds and removes; and those with pages of their own, shown with their forms only.
 */
export function JourneysPage() {
  const query = useQuery({
    queryKey: ['journeys'],
    queryFn: () => studioGet<JourneysAnswer>('journeys'),
  });
  const studioEdits = useStudioEdits();
  const focusSoon = useFocusSoon(!query.isFetching);
  const apply = useCallback(
    async (
      operations: StudioOperation | readonly StudioOperation[],
      focusIds: readonly string[],
    ) => {
      const list = Array.isArray(operations) ? operations : [operations];
      const { made, held } = await studioEdits.apply(list, {
        done: studioCopy.form.saved,
        nothing: studioCopy.form.nothingChanged,
      });
      // A change the check holds or refuses leaves focus with the error summary.
      if (made && !held && focusIds.length > 0) focusSoon(focusIds);
      return made && !held;
    },
    [studioEdits, focusSoon],
  );
  const edits: JourneyEdits = useMemo(
    () => ({ busy: studioEdits.busy, apply, focusSoon }),
    [studioEdits.busy, apply, focusSoon],
  );
  return (
    <>
      <PageTitleAndBack page={copy.title} />
      <LoadState query={query}>
        {({ declared, ownPages, state }) => (
          <>
            <FindingsSummary
              findings={state.findings
                .filter((finding) => finding.severity !== 'warning')
                .map((finding) => ({ finding }))}
              refused={studioEdits.news.refused}
              onFollow={() => undefined}
            />
            <h1>{copy.title}</h1>
            <p className="studio-lead">{copy.intro}</p>
            <p role="status" className="studio-status">
              {studioEdits.news.status && !state.held && !studioEdits.news.refused
                ? studioEdits.news.status
                : ''}
            </p>
            {state.changed ? (
              <div className="studio-notice">
                <p>
                  <a href={studioPaths.review}>{studioCopy.list.review}</a>
                </p>
              </div>
            ) : null}
            {declared.length === 0 ? <p>{copy.none}</p> : null}
            {declared.map((journey) => (
              <DeclaredJourneySection key={journey.id} journey={journey} edits={edits} />
            ))}
            <OwnPagesJourneys journeys={ownPages} />
          </>
        )}
      </LoadState>
    </>
  );
}
