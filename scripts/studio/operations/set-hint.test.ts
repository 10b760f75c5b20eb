import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, linesOf } from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');
const meterRead = formFilesOf('meter-read');

describe('a hint', () => {
  it('rewords a hint in place, adds one under the label and removes one', () => {
    const reworded = applied({
      op: 'set-hint',
      formId: 'meter-read',
      field: 'title',
      hint: 'For example, Mr, Mrs, Miss, Ms, Mx or Dr',
    });
    expect(linesOf(reworded.files, meterRead.schema)).toEqual({
      removed: ['      "description": "For example, Mr, Mrs, Ms, Mx or Dr",'],
      added: ['      "description": "For example, Mr, Mrs, Miss, Ms, Mx or Dr",'],
    });
    const added = applied({
      op: 'set-hint',
      formId: 'feedback-details',
      field: 'firstName',
      hint: 'As it appears on your bill',
    });
    expect(linesOf(added.files, feedbackDetails.schema)).toEqual({
      removed: [],
      added: ['      "description": "As it appears on your bill",'],
    });
    const text = added.files[feedbackDetails.schema] ?? '';
    expect(text.indexOf('"description": "As it appears')).toBeGreaterThan(
      text.indexOf('"title": "First name"'),
    );
    expect(text.indexOf('"description": "As it appears')).toBeLessThan(
      text.indexOf('"maxLength": 100'),
    );
    const removed = applied({ op: 'set-hint', formId: 'meter-read', field: 'title', hint: '' });
    expect(linesOf(removed.files, meterRead.schema)).toEqual({
      removed: ['      "description": "For example, Mr, Mrs, Ms, Mx or Dr",'],
      added: [],
    });
  });
});
