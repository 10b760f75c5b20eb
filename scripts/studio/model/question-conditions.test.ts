import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { describeStudioChange } from './describe-studio-change.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { formFilesOf } from './studio-files.ts';
import { applied, parsed, realFiles, refusal } from './testing/real-studio-files.ts';
import { formId, askIfCanCall, withQuestions, run } from './testing/call-questions.ts';

const feedbackDetails = formFilesOf('feedback-details');

describe('conditions and the rest of the form', () => {
  it('refuses a move that puts a question before the one it depends on, either way', () => {
    const files = run(withQuestions(), askIfCanCall);
    const reason =
      "'When is the best time to call you?' is asked only for some answers to 'Can we call you?', so it must come after it.";
    expect(
      refusal({ op: 'move-question', formId, field: 'bestTime', direction: 'up' }, files),
    ).toBe(reason);
    expect(
      refusal({ op: 'move-question', formId, field: 'canCall', direction: 'down' }, files),
    ).toBe(reason);
    expect(
      refusal({
        op: 'move-question',
        formId: 'meter-read',
        field: 'gas_account_number',
        direction: 'up',
      }),
    ).toBe(
      "'Gas account number' is asked only for some answers to 'Which meter readings are you sending?', so it must come after it.",
    );
  });

  it('removes a conditional question with its emptied condition, giving back the schema as it was', () => {
    const before = withQuestions();
    const files = run(before, askIfCanCall, { op: 'remove-question', formId, field: 'bestTime' });
    const without = applied({ op: 'remove-question', formId, field: 'bestTime' }, before).files;
    expect(files[feedbackDetails.schema]).toBe(without[feedbackDetails.schema]);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
  });

  it('makes a conditional question optional in its branch, and required again', () => {
    const files = run(withQuestions(), askIfCanCall, {
      op: 'set-required',
      formId,
      field: 'bestTime',
      required: false,
    });
    expect(parsed(files, feedbackDetails.schema).allOf[0].then).not.toHaveProperty('required');
    const again = run(files, { op: 'set-required', formId, field: 'bestTime', required: true });
    expect(parsed(again, feedbackDetails.schema).allOf[0].then.required).toEqual(['bestTime']);
    expect(parsed(again, feedbackDetails.schema).required).not.toContain('bestTime');
    expect(checkStudioFiles(again, { forms: [formId] })).toEqual([]);
  });

  it('refuses removing a question another depends on, and renames it in the condition', () => {
    const files = run(withQuestions(), askIfCanCall);
    expect(refusal({ op: 'remove-question', formId, field: 'canCall' }, files)).toMatch(
      /^Other questions are asked or required depending on the answer to 'Can we call you\?'/,
    );
    const renamed = run(files, {
      op: 'rename-question',
      formId,
      field: 'canCall',
      newName: 'mayCall',
    });
    const schema = parsed(renamed, feedbackDetails.schema);
    expect(schema.allOf[0].if).toEqual({
      type: 'object',
      required: ['mayCall'],
      properties: { mayCall: { type: 'boolean', const: true } },
    });
    expect(checkStudioFiles(renamed, { forms: [formId] })).toEqual([]);
  });

  it("describes each question's condition, and the questions it may depend on", () => {
    const form = describeStudioForm(run(withQuestions(), askIfCanCall), formId);
    const question = form?.questions.find((q) => q.name === 'bestTime');
    expect(question?.condition).toEqual({
      on: 'canCall',
      onLabel: 'Can we call you?',
      answers: [{ value: true, label: 'Yes' }],
      said: "Asked only if 'Can we call you?' is Yes",
      editable: true,
    });
    expect(question?.conditionTargets).toEqual([
      {
        name: 'canCall',
        label: 'Can we call you?',
        answers: [
          { value: true, label: 'Yes' },
          { value: false, label: 'No' },
        ],
      },
    ]);
    const meterRead = describeStudioForm(realFiles, 'meter-read');
    const gas = meterRead?.questions.find((q) => q.name === 'gas_reading');
    expect(gas?.condition?.said).toBe(
      "Asked only if 'Which meter readings are you sending?' is Gas and electricity or Gas only",
    );
    expect(gas?.condition?.editable).toBe(false);
  });

  it('says the change in plain words', () => {
    const before = withQuestions();
    const set = run(before, askIfCanCall);
    expect(describeStudioChange(before, set).slice(0, 1)).toEqual([
      "'When is the best time to call you?' is now asked only if 'Can we call you?' is Yes",
    ]);
    // A question new since the start says its condition too.
    expect(describeStudioChange(realFiles, set).slice(0, 3)).toEqual([
      "New question 'Can we call you?' sends its answer to additional-information/CanWeCall",
      "New required question 'When is the best time to call you?' sends its answer to additional-information/BestTimeToCall",
      "'When is the best time to call you?' is now asked only if 'Can we call you?' is Yes",
    ]);
    const removed = run(set, { op: 'remove-condition', formId, field: 'bestTime' });
    expect(describeStudioChange(set, removed)).toEqual([
      "'When is the best time to call you?' is now always asked",
      "The example 'Nothing filled in' now expects the error for a missing answer to 'When is the best time to call you?'",
      "The example 'Wrong email and phone' now expects the error for a missing answer to 'When is the best time to call you?'",
    ]);
  });
});
