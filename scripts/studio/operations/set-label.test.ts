import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  refusal,
} from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');

describe('a label', () => {
  it('rewords a label as a one-line diff of the schema', async () => {
    const result = applied({
      op: 'set-label',
      formId: 'feedback-details',
      field: 'email',
      label: 'Your email address',
    });
    expect(result.changed).toEqual([feedbackDetails.schema]);
    expect(linesOf(result.files, feedbackDetails.schema)).toEqual({
      removed: ['      "title": "Email address",'],
      added: ['      "title": "Your email address",'],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('refuses an empty label', () => {
    expect(refusal({ op: 'set-label', formId: 'meter-read', field: 'title', label: '  ' })).toMatch(
      /Write the label/,
    );
  });
});
