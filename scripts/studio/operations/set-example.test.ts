import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';
import { applied, parsed, realFiles, refusal } from '../model/testing/real-studio-files.ts';

const { examples } = formFilesOf('feedback-details');
const before = parsed(realFiles, examples).examples;

describe('changing an example', () => {
  it('changes its name and answers in its place, leaving the others as they were', () => {
    const result = applied({
      op: 'set-example',
      formId: 'feedback-details',
      index: 1,
      name: 'UK mobile, a manual address and a new email',
      valid: true,
      data: { ...before[1].data, email: 'tomas@example.com' },
    });
    const list = parsed(result.files, examples).examples;
    expect(list[1]).toEqual({
      name: 'UK mobile, a manual address and a new email',
      valid: true,
      data: { ...before[1].data, email: 'tomas@example.com' },
    });
    expect([list[0], list[2], list[3]]).toEqual([before[0], before[2], before[3]]);
  });

  it('makes a valid example invalid with the errors its answers now find', () => {
    const result = applied({
      op: 'set-example',
      formId: 'feedback-details',
      index: 0,
      name: before[0].name,
      valid: false,
      data: { ...before[0].data, email: 'tomas@' },
    });
    expect(parsed(result.files, examples).examples[0]).toMatchObject({
      valid: false,
      errors: { '/email': 'format' },
    });
  });

  it('keeps its own name, refuses another example’s and an example no longer there', () => {
    const on = { op: 'set-example', formId: 'feedback-details', valid: true } as const;
    expect(refusal({ ...on, index: 0, name: before[1].name, data: before[0].data })).toBe(
      refusalWords.exampleNameTwice.replace('{name}', before[1].name),
    );
    expect(refusal({ ...on, index: 9, name: 'Gone', data: {} })).toBe(refusalWords.noSuchExample);
  });
});
