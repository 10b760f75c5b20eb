import { describe, expect, it } from 'vitest';
import { bedroomsQuestion } from '../model/testing/number-question.ts';
import { questionEdits } from '../model/testing/question-edits.ts';
import { applied } from '../model/testing/real-studio-files.ts';

describe("changing a rule's value", () => {
  it('changes a rule value on one line', () => {
    const result = questionEdits('meter-read', 'date').edit({
      op: 'set-rule',
      rule: { rule: 'dateWithinPastMonths', value: 3 },
    });
    expect(result.lines()).toEqual({
      removed: ['      "dateWithinPastMonths": 1,'],
      added: ['      "dateWithinPastMonths": 3,'],
    });
  });

  // Issue 39, finding 3: a message the studio wrote follows its rule's new number; an editor's
  // own words (the date's, above) stay as they are.
  it("changes a rule's number and the message the studio wrote for it", () => {
    const result = questionEdits('meter-read', 'title').edit({
      op: 'set-rule',
      rule: { rule: 'maxLength', value: 30 },
    });
    expect(result.lines()).toEqual({
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
    const rooms = questionEdits('feedback-details', 'rooms', applied(bedroomsQuestion).files);
    const question = rooms
      .edit({ op: 'add-rule', rule: { rule: 'maximum', value: 10 } })
      .then()
      .edit({ op: 'set-rule', rule: { rule: 'maximum', value: 20 } })
      .question();
    expect(question.maximum).toBe(20);
    expect(question['x-errorMessages'].maximum).toBe('Number of bedrooms must be 20 or less');
  });
});
