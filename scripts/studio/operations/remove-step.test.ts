import { describe, expect, it } from 'vitest';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { blockingFindings } from '../model/testing/blocking-findings.ts';
import { applied, parsed, refusal, realFiles } from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

const journeyId = fixtureJourneyId;
const declaration = `schemas/journeys/${journeyId}.journey.json`;
const remove = (formId: string, id = journeyId) =>
  ({ op: 'remove-step', journeyId: id, formId }) as const;
const addStep = (files: Record<string, string>, path: string) =>
  applied(
    {
      op: 'add-step',
      journeyId,
      title: `About ${path}`,
      path,
      question: { name: `${path}Answer`, label: `What about ${path}?` },
    },
    files,
  ).files;
/** The fixture journey with two steps the studio added after its own two. */
const files = addStep(addStep({ ...realFiles, ...fixtureJourneyFiles() }, 'boiler'), 'cover');
const steps = (after: Record<string, string>, file = declaration) =>
  parsed(after, file).steps.map((step: { formId: string; path: string }) => [
    step.path,
    step.formId,
  ]);

describe('removing a step', () => {
  it('takes the step out, its form staying, and passes the check', () => {
    const after = applied(remove(`${journeyId}-boiler`), files);
    expect(after.changed).toEqual([declaration]);
    expect(blockingFindings(after.files)).toEqual([]);
    expect(steps(after.files)).toEqual([
      ['', 'boiler-cover-question'],
      ['contact', 'boiler-cover-contact'],
      ['cover', `${journeyId}-cover`],
    ]);
    expect(after.files[`schemas/forms/${journeyId}-boiler/${journeyId}-boiler.schema.json`]).toBe(
      files[`schemas/forms/${journeyId}-boiler/${journeyId}-boiler.schema.json`],
    );
  });

  it('refuses a step whose answers the journey’s code reads', () => {
    expect(refusal(remove('boiler-cover-contact'), files)).toBe(
      refusalWords.stepReadByCode
        .replace('{title}', 'How we can reach you')
        .replace('{label}', 'First name'),
    );
  });

  it('gives the journey’s own address to the step after the first when the first goes', () => {
    // A journey of the two steps the studio added, the first at the journey's own address.
    const file = 'schemas/journeys/about-your-boiler.journey.json';
    const own = {
      ...files,
      [file]: JSON.stringify({
        id: 'about-your-boiler',
        steps: [
          { path: '', formId: `${journeyId}-boiler`, title: 'Boiler', summaryHeading: 'Boiler' },
          { path: 'cover', formId: `${journeyId}-cover`, title: 'Cover', summaryHeading: 'Cover' },
        ],
      }),
    };
    const after = applied(remove(`${journeyId}-boiler`, 'about-your-boiler'), own);
    expect(steps(after.files, file)).toEqual([['', `${journeyId}-cover`]]);
  });

  it('refuses the only step', () => {
    const file = 'schemas/journeys/one-step.journey.json';
    const one = {
      ...files,
      [file]: JSON.stringify({
        id: 'one-step',
        steps: [{ path: '', formId: `${journeyId}-boiler`, title: 'B', summaryHeading: 'B' }],
      }),
    };
    expect(refusal(remove(`${journeyId}-boiler`, 'one-step'), one)).toBe(refusalWords.onlyStep);
  });
});
