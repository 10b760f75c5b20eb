import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { formFilesOf } from '../model/studio-files.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  refusal,
  withBestTime,
} from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');
const meterRead = formFilesOf('meter-read');

describe('kinds of answer', () => {
  it('turns radios into a select with a one-line change of the input', async () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'meter-read',
      field: 'fuel',
      kind: 'select',
    });
    expect(result.changed).toEqual([meterRead.ui]);
    expect(linesOf(result.files, meterRead.ui)).toEqual({
      removed: ['    "ui:widget": "radio"'],
      added: ['    "ui:widget": "select"'],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('turns text into a date with its format and its message', () => {
    const files = withBestTime();
    const text = applied(
      { op: 'set-answer-kind', formId: 'feedback-details', field: 'bestTime', kind: 'text' },
      files,
    ).files;
    const schema = parsed(text, feedbackDetails.schema).properties.bestTime;
    expect(schema.oneOf).toBeUndefined();
    expect(schema['x-errorMessages']).toEqual({ required: 'Select the best time to call you' });
    const date = applied(
      { op: 'set-answer-kind', formId: 'feedback-details', field: 'bestTime', kind: 'date' },
      text,
    ).files;
    const dated = parsed(date, feedbackDetails.schema).properties.bestTime;
    expect(dated.format).toBe('date');
    expect(dated['x-errorMessages'].format).toBe(
      'Your answer must be a real date, like {recentDate}',
    );
    expect(parsed(date, feedbackDetails.ui).bestTime).toEqual({ 'ui:widget': 'dateInput' });
    expect(checkStudioFiles(date, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('refuses to make an answer placed by code an address', () => {
    expect(
      refusal({ op: 'set-answer-kind', formId: 'meter-read', field: 'fuel', kind: 'address' }),
    ).toMatch(/ask a developer/);
  });
});
