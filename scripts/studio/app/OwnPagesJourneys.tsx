import { fillMessage } from '../../../src/site/fill-message.ts';
import type { OwnPagesJourney } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

const copy = studioCopy.journeys;

/**
 * The journeys with pages of their own (src/site/journeys/site-journeys.ts), shown with the
 * forms they ask and a plain note: their forms are changed on the forms' pages, their steps by a
 * developer.
 */
export function OwnPagesJourneys({ journeys }: { journeys: readonly OwnPagesJourney[] }) {
  return (
    <section className="studio-section" aria-labelledby="journeys-own-pages">
      <h2 id="journeys-own-pages">{copy.ownTitle}</h2>
      <p>{copy.ownIntro}</p>
      {journeys.map((journey) => (
        <div key={journey.id}>
          <h3>{fillMessage(copy.ownJourney, { journey: journey.id })}</h3>
          <ol>
            {journey.steps.map((step) => (
              <li key={step.formId}>
                <a href={studioPaths.form(step.formId)}>{step.formTitle ?? step.formId}</a>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
