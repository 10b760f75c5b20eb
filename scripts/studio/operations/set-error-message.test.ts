import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, linesOf, refusal } from '../model/testing/real-studio-files.ts';

const feedbackCredit = formFilesOf('feedback-credit');

describe('error messages', () => {
  it('rewords an error message on one line, and refuses one for a rule the question lacks', () => {
    const result = applied({
      op: 'set-error-message',
      formId: 'feedback-credit',
      field: 'feedback',
      rule: 'required',
      message: 'Tell us why you do not want the refund',
    });
    expect(linesOf(result.files, feedbackCredit.schema)).toEqual({
      removed: [`        "required": "Tell us why you don't want the refund",`],
      added: ['        "required": "Tell us why you do not want the refund",'],
    });
    expect(
      refusal({
        op: 'set-error-message',
        formId: 'feedback-credit',
        field: 'feedback',
        rule: 'customerNumber',
        message: 'x',
      }),
    ).toMatch(/no "customerNumber" rule/);
  });
});
