import { describe, expect, it } from 'vitest';
import { applied, linesOf, refusal } from '../model/testing/real-studio-files.ts';

describe('shared messages', () => {
  it('changes a shared message, and only in a messages file', () => {
    const result = applied({
      op: 'set-shared-message',
      file: 'form-copy.json',
      pointer: '/errorSummaryTitle',
      text: 'There is a problem with your answers',
    });
    expect(result.changed).toEqual(['schemas/messages/form-copy.json']);
    expect(linesOf(result.files, 'schemas/messages/form-copy.json')).toEqual({
      removed: ['  "errorSummaryTitle": "There is a problem",'],
      added: ['  "errorSummaryTitle": "There is a problem with your answers",'],
    });
    expect(
      refusal({
        op: 'set-shared-message',
        file: '../leads/feedback-lead.schema.json',
        pointer: '/title',
        text: 'x',
      }),
    ).toMatch(/is not a messages file/);
    expect(
      refusal({
        op: 'set-shared-message',
        file: 'form-copy.json',
        pointer: '/nothingHere',
        text: 'x',
      }),
    ).toMatch(/has no message at/);
  });

  // Issue 39, finding 3: a shared message's placeholder could be deleted without a word.
  it("keeps a shared message's placeholders: none lost, none the site would not fill", () => {
    const limitHint = {
      op: 'set-shared-message',
      file: 'form-copy.json',
      pointer: '/characterCount/limitHint',
    } as const;
    expect(refusal({ ...limitHint, text: 'You can enter up to 30000 characters' })).toMatch(
      /Keep \{limit\} in the message/,
    );
    expect(refusal({ ...limitHint, text: 'Up to {limit} characters, {name}' })).toMatch(
      /\{name\} is not something this message can show/,
    );
    const kept = applied({ ...limitHint, text: 'Write up to {limit} characters' });
    expect(linesOf(kept.files, 'schemas/messages/form-copy.json').added).toEqual([
      '    "limitHint": "Write up to {limit} characters",',
    ]);
  });
});
