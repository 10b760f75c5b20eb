import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';
import { applied, parsed, realFiles, refusal } from '../model/testing/real-studio-files.ts';

const { examples } = formFilesOf('feedback-details');
const before = parsed(realFiles, examples).examples;
const remove = (index: number) => ({
  op: 'remove-example' as const,
  formId: 'feedback-details',
  index,
});

describe('removing an example', () => {
  it('removes the example at its place', () => {
    const result = applied(remove(1));
    expect(parsed(result.files, examples).examples).toEqual([before[0], before[2], before[3]]);
  });

  it('refuses the last valid or invalid example, and one no longer there', () => {
    const oneValid = applied(remove(1)).files;
    expect(refusal(remove(0), oneValid)).toBe(refusalWords.lastExample);
    expect(refusal(remove(4))).toBe(refusalWords.noSuchExample);
  });
});
