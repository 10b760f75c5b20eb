import words from '../../../schemas/messages/studio-changes.json';
import { fillMessage as fill } from '../../../src/site/fill-message.ts';
import { studioJourneys, type StudioJourney } from './studio-journeys.ts';
import type { StudioFiles } from './studio-operations.ts';

const said = words.journeys;

/** The changes of one journey's steps, in plain words: headings, new and removed steps. */
function stepChanges(before: StudioJourney, after: StudioJourney): string[] {
  const journey = after.caption;
  const sentences: string[] = [];
  for (const step of before.steps) {
    const now = after.steps.find((candidate) => candidate.formId === step.formId);
    if (!now) sentences.push(fill(said.removedStep, { title: step.title, journey }));
    else {
      if (now.title !== step.title)
        sentences.push(fill(said.stepTitle, { was: step.title, next: now.title, journey }));
      if (now.summaryHeading !== step.summaryHeading)
        sentences.push(
          fill(said.summaryHeading, { title: now.title, next: now.summaryHeading, journey }),
        );
    }
  }
  for (const step of after.steps)
    if (!before.steps.some((candidate) => candidate.formId === step.formId))
      sentences.push(fill(said.newStep, { title: step.title, journey, address: step.address }));
  return [...sentences, ...wordsChanges(before, after)];
}

/** The journey's own words changed: its caption and its confirmation's words. */
function wordsChanges(before: StudioJourney, after: StudioJourney): string[] {
  const words = (journey: StudioJourney) => ({
    caption: journey.caption,
    confirmationHeading: journey.confirmation?.heading ?? '',
    emailSent: journey.confirmation?.emailSent ?? '',
    nextSteps: (journey.confirmation?.nextSteps ?? []).join(' '),
  });
  const was = words(before);
  const now = words(after);
  return (Object.keys(now) as (keyof typeof now)[]).flatMap((place) =>
    now[place] === was[place]
      ? []
      : [
          fill(said.journeyWords, {
            place: said.places[place],
            journey: after.caption,
            next: now[place],
          }),
        ],
  );
}

/**
 * What a change did to the journeys declared as data, from their declarations before and after
 * (as describeStudioChange reads the forms): for the review page and the commit's message.
 */
export function describeJourneyChange(before: StudioFiles, after: StudioFiles): string[] {
  const old = studioJourneys(before).declared;
  return studioJourneys(after).declared.flatMap((journey) => {
    const was = old.find((candidate) => candidate.id === journey.id);
    if (was) return stepChanges(was, journey);
    const address = journey.steps[0]?.address ?? journey.id;
    return [fill(said.newJourney, { journey: journey.caption, address })];
  });
}
