import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { formFilesOf } from '../model/studio-files.ts';
import {
  applied,
  expectPrettierKept,
  parsed,
  refusal,
} from '../model/testing/real-studio-files.ts';
import { formId, askIfCanCall, withQuestions, run } from '../model/testing/call-questions.ts';

const feedbackDetails = formFilesOf('feedback-details');

describe('remove-condition', () => {
  it('gives back the schema exactly as it was before the condition', async () => {
    const before = withQuestions();
    const result = applied(
      { op: 'remove-condition', formId, field: 'bestTime' },
      run(before, askIfCanCall),
    );
    expect(result.files[feedbackDetails.schema]).toBe(before[feedbackDetails.schema]);
    expect(checkStudioFiles(result.files, { forms: [formId] })).toEqual([]);
    await expectPrettierKept(result.files, result.changed);
  });

  it('gives the valid examples an answer when the question, always asked again, is required', () => {
    const files = run(
      withQuestions(),
      askIfCanCall,
      { ...askIfCanCall, answer: false },
      { op: 'remove-condition', formId, field: 'bestTime' },
    );
    const examples = parsed(files, feedbackDetails.examples).examples;
    expect(
      examples.slice(0, 2).map((example: { data: { bestTime?: string } }) => example.data.bestTime),
    ).toEqual(['Morning', 'Morning']);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
  });

  it('refuses a question always asked, and a condition written by hand', () => {
    expect(refusal({ op: 'remove-condition', formId, field: 'canCall' }, withQuestions())).toBe(
      "'Can we call you?' is always asked: it has no condition to remove.",
    );
    expect(refusal({ op: 'remove-condition', formId: 'meter-read', field: 'gas_reading' })).toBe(
      "The condition 'Gas meter reading' is asked under was written by hand, and the studio cannot change it. Ask a developer.",
    );
  });
});
