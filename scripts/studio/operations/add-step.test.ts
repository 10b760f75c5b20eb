import { describe, expect, it } from 'vitest';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { blockingFindings } from '../model/testing/blocking-findings.ts';
import {
  applied,
  expectPrettierKept,
  parsed,
  refusal,
  realFiles,
} from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };
const declaration = `schemas/journeys/${fixtureJourneyId}.journey.json`;
const journeyId = fixtureJourneyId;

describe('a new step', () => {
  const add = (path: string, title = 'About your boiler', name = 'boilerAge') =>
    ({
      op: 'add-step',
      journeyId,
      title,
      path,
      question: { name, label: 'How old is your boiler?' },
    }) as const;
  const newForm =
    'schemas/forms/boiler-cover-question-your-boiler/boiler-cover-question-your-boiler';

  it('asks a new form of one question last before Check your answers, and passes the check', async () => {
    const after = applied(add('your-boiler'), files);
    expect(after.changed).toEqual([
      `${newForm}.schema.json`,
      `${newForm}.ui.json`,
      `${newForm}.examples.json`,
      declaration,
    ]);
    expect(parsed(after.files, declaration).steps.at(-1)).toEqual({
      path: 'your-boiler',
      formId: 'boiler-cover-question-your-boiler',
      title: 'About your boiler',
      summaryHeading: 'About your boiler',
    });
    const schema = parsed(after.files, `${newForm}.schema.json`);
    expect(schema.title).toBe('About your boiler');
    expect(schema['x-lead-schema']).toBe('help-and-support-lead.schema.json');
    expect(schema.required).toEqual(['boilerAge']);
    // No longer than the lead takes under additional-information, said before sending.
    expect(schema.properties.boilerAge.maxLength).toBe(2000);
    expect(schema.properties.boilerAge['x-errorMessages'].maxLength).toMatch(/2000/);
    expect(schema.properties.boilerAge).toMatchObject({
      type: 'string',
      title: 'How old is your boiler?',
      'x-lead': { to: '/additional-information/BoilerAge', transform: ['trim'] },
    });
    expect(
      parsed(after.files, `${newForm}.examples.json`).examples.map(
        (example: { name: string; valid: boolean }) => [example.name, example.valid],
      ),
    ).toEqual([
      ['Answered', true],
      ['Nothing filled in', false],
    ]);
    expect(blockingFindings(after.files)).toEqual([]);
    await expectPrettierKept(after.files, after.changed);
  });

  it('refuses an address another step, or the journey’s own pages, have, or no address', () => {
    expect(refusal(add('contact'), files)).toContain(
      'Another step of this journey is at “contact”',
    );
    expect(refusal(add('check-answers'), files)).toContain('journey’s own page');
    for (const unsafe of ['../up', 'Your boiler', '', 'your/boiler', '-boiler'])
      expect(refusal(add(unsafe), files)).toBe(refusalWords.stepPathNotPath);
  });

  it('refuses a form that is there already, a heading or a question the model refuses', () => {
    const once = applied(add('your-boiler'), files).files;
    const journeyWithout = applied(
      { op: 'remove-step', journeyId, formId: 'boiler-cover-question-your-boiler' },
      once,
    ).files;
    expect(refusal(add('your-boiler'), journeyWithout)).toContain(
      'There is a form “boiler-cover-question-your-boiler” already',
    );
    expect(refusal(add('age', ''), files)).toBe(refusalWords.emptyStepTitle);
    expect(refusal(add('age', 'About', '1st'), files)).toBe(refusalWords.questionName);
  });
});
