import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { exampleLeadsOf } from './example-leads.ts';
import { createStudioSession } from './studio-session.ts';
import { expectPrettierKept, realFiles } from './testing/real-studio-files.ts';

/**
 * Issue 31's walkthrough, in the model: add a required choice question with a destination to
 * the feedback details form, reword a hint, move a question, rename one. The check passes, the
 * diff has no line the change did not need, and the lead carries the new answer.
 */
describe("the walkthrough of schemas/README.md's 'Add a question'", () => {
  it('ends checked, with only the lines it needs and the answer in the lead', async () => {
    const session = createStudioSession(realFiles);
    const steps = [
      session.apply({
        op: 'add-question',
        formId: 'feedback-details',
        name: 'contactTime',
        label: 'When is the best time to call you?',
        kind: 'radios',
        required: true,
        choices: [
          { value: 'Morning', label: 'Morning' },
          { value: 'Afternoon', label: 'Afternoon' },
          { value: 'Evening', label: 'Evening' },
        ],
        destination: { kind: 'additional-information', name: 'BestTimeToCall' },
        after: 'telephoneNumber',
        exampleAnswers: { 0: 'Morning', 1: 'Evening' },
      }),
      session.apply({
        op: 'set-hint',
        formId: 'feedback-details',
        field: 'telephoneNumber',
        hint: 'A UK or Irish number, with the area code',
      }),
      session.apply({
        op: 'move-question',
        formId: 'feedback-details',
        field: 'contactTime',
        direction: 'up',
      }),
      session.apply({
        op: 'rename-question',
        formId: 'feedback-details',
        field: 'contactTime',
        newName: 'bestTimeToCall',
      }),
    ];
    expect(steps.filter((step) => 'refused' in step)).toEqual([]);
    expect(checkStudioFiles(session.files)).toEqual([]);
    expect(session.summary()).toEqual([
      // Measured from the files as loaded: the new question's move and rename are part of it.
      "New required question 'When is the best time to call you?' sends its answer to additional-information/BestTimeToCall",
      "'Telephone number' now has the hint 'A UK or Irish number, with the area code'",
      `The example 'Irish landline and a looked-up address' now answers 'When is the best time to call you?' with "Morning"`,
      `The example 'UK mobile and a manual address' now answers 'When is the best time to call you?' with "Evening"`,
      "The example 'Nothing filled in' now expects the error for a missing answer to 'When is the best time to call you?'",
      "The example 'Wrong email and phone' now expects the error for a missing answer to 'When is the best time to call you?'",
    ]);
    // Every added line is the new question, its place, its examples, or the new hint; every
    // removed line is one those replace (a comma added, a list grown, the old hint).
    const diffs = session.diff();
    expect(diffs.map(({ file, added, removed }) => ({ file, added, removed }))).toEqual([
      {
        file: 'schemas/forms/feedback-details/feedback-details.examples.json',
        added: 8,
        removed: 4,
      },
      {
        file: 'schemas/forms/feedback-details/feedback-details.schema.json',
        added: 27,
        removed: 2,
      },
      {
        file: 'schemas/forms/feedback-details/feedback-details.ui.json',
        added: 4,
        removed: 1,
      },
    ]);
    await expectPrettierKept(
      session.files,
      diffs.map((diff) => diff.file),
    );
    const leads = exampleLeadsOf(session.files, 'feedback-details');
    expect(
      leads.map(
        (lead) =>
          (lead.lead as { data: { attributes: Record<string, Record<string, unknown>> } }).data
            .attributes['additional-information']?.BestTimeToCall,
      ),
    ).toEqual(['Morning', 'Evening']);
  });
});
