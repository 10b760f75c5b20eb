import { describe, expect, it } from 'vitest';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { blockingFindings } from '../model/testing/blocking-findings.ts';
import { applied, parsed, refusal, realFiles } from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };
const declaration = `schemas/journeys/${fixtureJourneyId}.journey.json`;
const journeyId = fixtureJourneyId;

describe('removing a step', () => {
  const remove = (formId: string) => ({ op: 'remove-step', journeyId, formId }) as const;

  it('takes the step out, its form staying, and passes the check', () => {
    const after = applied(remove('boiler-cover-contact'), files);
    expect(after.changed).toEqual([declaration]);
    expect(blockingFindings(after.files)).toEqual([]);
    expect(
      parsed(after.files, declaration).steps.map((step: { formId: string }) => step.formId),
    ).toEqual(['boiler-cover-question']);
    expect(
      after.files['schemas/forms/boiler-cover-contact/boiler-cover-contact.schema.json'],
    ).toBeDefined();
  });

  it('gives the journey’s own address to the step after the first when the first goes', () => {
    const after = applied(remove('boiler-cover-question'), files);
    expect(parsed(after.files, declaration).steps).toMatchObject([
      { path: '', formId: 'boiler-cover-contact' },
    ]);
  });

  it('refuses the only step', () => {
    const one = applied(remove('boiler-cover-contact'), files).files;
    expect(refusal(remove('boiler-cover-question'), one)).toBe(refusalWords.onlyStep);
  });
});
