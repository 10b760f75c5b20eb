import { describe, expect, it } from 'vitest';
import { offeredExampleAnswers } from '../model/apply-studio-operation.ts';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { formFilesOf } from '../model/studio-files.ts';
import type { StudioOperation } from '../model/studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
} from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');
const bestTime: StudioOperation = bestTimeQuestion;

describe('adding a question', () => {
  it('adds a required question where it is asked, with its messages, examples and destination', async () => {
    const result = applied(bestTime);
    expect([...result.changed].sort()).toEqual(
      [feedbackDetails.examples, feedbackDetails.schema, feedbackDetails.ui].sort(),
    );
    expect(linesOf(result.files, feedbackDetails.ui)).toEqual({
      removed: ['  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "address"],'],
      added: [
        '  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "bestTime", "address"],',
        '  "bestTime": {',
        '    "ui:widget": "radio"',
        '  },',
      ],
    });
    const schema = parsed(result.files, feedbackDetails.schema);
    expect(Object.keys(schema.properties)).toEqual([
      'firstName',
      'surname',
      'email',
      'telephoneNumber',
      'bestTime',
      'address',
    ]);
    expect(schema.properties.bestTime).toEqual({
      type: 'string',
      title: 'When is the best time to call you?',
      oneOf: [
        { const: 'Morning', title: 'Morning' },
        { const: 'Afternoon', title: 'Afternoon' },
      ],
      'x-errorMessages': {
        required: 'Select the best time to call you',
        oneOf: 'Select the best time to call you',
      },
      'x-lead': { to: '/additional-information/BestTimeToCall' },
    });
    const examples = parsed(result.files, feedbackDetails.examples).examples;
    expect(
      examples.map((example: { data: { bestTime?: string } }) => example.data.bestTime),
    ).toEqual(['Morning', 'Morning', undefined, undefined]);
    expect(examples[2].errors['/bestTime']).toBe('required');
    expect(examples[3].errors['/bestTime']).toBe('required');
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files)).toEqual([]);
  });

  it.each([
    ['text', 'BestTimeToCall'],
    ['textarea', 'MoreAboutIt'],
    ['number', 'HowMany'],
    ['address', 'OtherAddress'],
    ['yes-no', 'WantsACall'],
    ['radios', 'BestTimeToCall'],
    ['select', 'BestTimeToCall'],
    ['date', 'CallOn'],
    ['email', 'OtherEmail'],
    ['phone', 'OtherPhone'],
  ] as const)('adds a required %s question the check passes', (kind, name) => {
    const result = applied({
      ...bestTime,
      kind,
      destination: { kind: 'additional-information', name },
    });
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('offers answers for a new required question too, and none for an optional one', () => {
    expect(offeredExampleAnswers(realFiles, bestTime)).toEqual([
      { index: 0, name: 'Irish landline and a looked-up address', answer: 'Morning' },
      { index: 1, name: 'UK mobile and a manual address', answer: 'Morning' },
    ]);
    expect(offeredExampleAnswers(realFiles, { ...bestTime, required: false })).toEqual([]);
  });
});
