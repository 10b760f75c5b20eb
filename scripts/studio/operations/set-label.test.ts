import { describe, expect, it } from 'vitest';
import { questionEdits } from '../model/testing/question-edits.ts';

describe('a label', () => {
  it('rewords a label as a one-line diff of the schema', async () => {
    const email = questionEdits('feedback-details', 'email');
    const result = email.edit({ op: 'set-label', label: 'Your email address' });
    expect(result.changed).toEqual([email.form.schema]);
    expect(result.lines()).toEqual({
      removed: ['      "title": "Email address",'],
      added: ['      "title": "Your email address",'],
    });
    await result.prettierKept();
  });

  it('refuses an empty label', () => {
    expect(questionEdits('meter-read', 'title').refusal({ op: 'set-label', label: '  ' })).toMatch(
      /Write the label/,
    );
  });
});
