import { describe, expect, it } from 'vitest';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { blockingFindings } from '../model/testing/blocking-findings.ts';
import { applied, parsed, refusal, realFiles } from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };
const declaration = `schemas/journeys/${fixtureJourneyId}.journey.json`;
const journeyId = fixtureJourneyId;

describe("a step's heading", () => {
  const rename = (title: string, formId = 'boiler-cover-contact') =>
    ({ op: 'set-step-title', journeyId, formId, title }) as const;

  it('changes the title the step’s page shows, one line of the declaration', () => {
    const after = applied(rename('How can we reach you?'), files);
    expect(after.changed).toEqual([declaration]);
    expect(parsed(after.files, declaration).steps[1].title).toBe('How can we reach you?');
    expect(parsed(after.files, declaration).steps[1].summaryHeading).toBe('Your details');
    expect(blockingFindings(after.files)).toEqual([]);
  });

  it('refuses a heading without words, or longer than GOV.UK keeps a title', () => {
    expect(refusal(rename('  '), files)).toBe(refusalWords.emptyStepTitle);
    expect(refusal(rename('x'.repeat(66)), files)).toContain('65 characters or fewer (it has 66)');
    expect(refusal(rename('How we can reach you'), files)).toBe(refusalWords.changesNothing);
  });

  it('refuses a journey with pages of its own, or one not declared', () => {
    expect(
      refusal(
        {
          op: 'set-step-title',
          journeyId: 'complaints/feedback',
          formId: 'feedback-credit',
          title: 'A',
        },
        files,
      ),
    ).toContain('has pages of its own');
    expect(refusal(rename('A', 'feedback-credit'), files)).toContain('no step asking the form');
    expect(refusal({ ...rename('A'), journeyId: 'moving-home' }, files)).toContain(
      'no journey "moving-home"',
    );
  });
});
