import { fillMessage } from '../../../src/site/fill-message.ts';
import { AddStepForm } from './AddStepForm.tsx';
import { journeyPageIds } from './journey-page-ids.ts';
import type { JourneyEdits } from './journey-edits.ts';
import { JourneyStepCard } from './JourneyStepCard.tsx';
import { JourneyWordsSection } from './JourneyWordsSection.tsx';
import type { StudioJourney } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.journeys;

/**
 * A journey declared as data: its address and lead, its steps in order (each with its heading
 * and form, to change or remove), what follows them, its confirmation words and "Add a step".
 */
export function DeclaredJourneySection({
  journey,
  edits,
}: {
  journey: StudioJourney;
  edits: JourneyEdits;
}) {
  const headingId = `journey-${journey.id}`;
  return (
    <section className="studio-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{journey.caption}</h2>
      <ul className="studio-question__facts">
        <li>{fillMessage(copy.address, { address: journey.steps[0]?.address ?? journey.id })}</li>
        <li>{fillMessage(copy.lead, { lead: journey.leadVariant })}</li>
      </ul>
      {/* Focus comes here once a step is removed. */}
      <h3 id={journeyPageIds.steps(journey.id)} tabIndex={-1}>
        {fillMessage(copy.stepsTitle, { journey: journey.caption })}
      </h3>
      <ol className="studio-questions">
        {journey.steps.map((step, index) => (
          <JourneyStepCard
            key={`${step.formId}-${step.title}-${step.summaryHeading}`}
            journey={journey}
            step={step}
            number={index + 1}
            edits={edits}
          />
        ))}
      </ol>
      <p>{copy.afterSteps}</p>
      <JourneyWordsSection journey={journey} edits={edits} />
      <AddStepForm journey={journey} edits={edits} />
    </section>
  );
}
