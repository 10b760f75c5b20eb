import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { bedroomsQuestion } from '../model/testing/number-question.ts';
import { applied, linesOf, parsed } from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe("changing a rule's value", () => {
  it('changes a rule value on one line', () => {
    const result = applied({
      op: 'set-rule',
      formId: 'meter-read',
      field: 'date',
      rule: { rule: 'dateWithinPastMonths', value: 3 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['      "dateWithinPastMonths": 1,'],
      added: ['      "dateWithinPastMonths": 3,'],
    });
  });

  // Issue 39, finding 3: a message the studio wrote follows its rule's new number; an editor's
  // own words (the date's, above) stay as they are.
  it("changes a rule's number and the message the studio wrote for it", () => {
    const result = applied({
      op: 'set-rule',
      formId: 'meter-read',
      field: 'title',
      rule: { rule: 'maxLength', value: 30 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '      "maxLength": 20,',
        '        "maxLength": "Title must be 20 characters or fewer"',
      ],
      added: [
        '      "maxLength": 30,',
        '        "maxLength": "Title must be 30 characters or fewer"',
      ],
    });
  });
});

describe("changing a number range's value", () => {
  it('changes the number, and the message the studio wrote follows it', () => {
    const on = { formId: 'feedback-details', field: 'rooms' } as const;
    const rooms = applied(bedroomsQuestion).files;
    const ranged = applied({ op: 'add-rule', ...on, rule: { rule: 'maximum', value: 10 } }, rooms);
    const changed = applied(
      { op: 'set-rule', ...on, rule: { rule: 'maximum', value: 20 } },
      ranged.files,
    );
    const question = parsed(changed.files, formFilesOf('feedback-details').schema).properties.rooms;
    expect(question.maximum).toBe(20);
    expect(question['x-errorMessages'].maximum).toBe('Number of bedrooms must be 20 or less');
  });
});
