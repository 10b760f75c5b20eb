import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, linesOf } from '../model/testing/real-studio-files.ts';

const feedbackCredit = formFilesOf('feedback-credit');

describe('page words', () => {
  it('changes the title and the button words one line each', () => {
    const result = applied({
      op: 'set-page-words',
      formId: 'feedback-credit',
      title: 'We owe you money',
      submitText: 'Keep the refund',
      submittingText: 'Saving your answer',
    });
    expect(linesOf(result.files, feedbackCredit.schema)).toEqual({
      removed: ['  "title": "We owe you",'],
      added: ['  "title": "We owe you money",'],
    });
    expect(linesOf(result.files, feedbackCredit.ui)).toEqual({
      removed: [`    "submitText": "I don't want the refund"`, '    "submittingText": "Saving"'],
      added: ['    "submitText": "Keep the refund"', '    "submittingText": "Saving your answer"'],
    });
  });
});
