import { describe, expect, it } from 'vitest';
import { describeStudioChange } from './describe-studio-change.ts';
import { fixtureJourneyFiles, fixtureJourneyId } from './testing/fixture-journey-files.ts';
import { applied, realFiles } from './testing/real-studio-files.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };
const journeyId = fixtureJourneyId;

describe('a journey’s change in plain words', () => {
  it('says a step’s new heading, a new step with its address, and a step removed', () => {
    const renamed = applied(
      {
        op: 'set-step-title',
        journeyId,
        formId: 'boiler-cover-contact',
        title: 'How to reach you',
      },
      files,
    ).files;
    expect(describeStudioChange(files, renamed)).toEqual([
      "The step 'How we can reach you' of the journey 'Ask about your boiler cover' is now headed 'How to reach you'",
    ]);
    const added = applied(
      {
        op: 'add-step',
        journeyId,
        title: 'Your boiler',
        path: 'boiler',
        question: { name: 'boilerAge', label: 'How old is your boiler?' },
      },
      files,
    ).files;
    expect(describeStudioChange(files, added)).toEqual([
      "New step 'Your boiler' in the journey 'Ask about your boiler cover', at /help-and-support/boiler-cover-question/boiler",
      'New form boiler-cover-question-boiler',
    ]);
    const removed = applied(
      { op: 'remove-step', journeyId, formId: 'boiler-cover-question-boiler' },
      added,
    ).files;
    expect(describeStudioChange(added, removed)).toEqual([
      "The step 'Your boiler' is removed from the journey 'Ask about your boiler cover'",
    ]);
  });
});
