import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { describeStudioChange } from './describe-studio-change.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { errorsFinder } from './example-answers.ts';
import { exampleLeadsOf } from './example-leads.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles, StudioOperation } from './studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  canCallQuestion,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
  supportNeedsQuestion,
} from './testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');
const formId = 'feedback-details';

const canCall: StudioOperation = canCallQuestion;
const bestTime: StudioOperation = {
  ...bestTimeQuestion,
  after: 'canCall',
  exampleAnswers: { 0: 'Afternoon' },
};
const askIfCanCall: StudioOperation = {
  op: 'set-condition',
  formId,
  field: 'bestTime',
  on: 'canCall',
  answer: true,
};

/** An optional question put after the best time. */
const callNote: StudioOperation = {
  op: 'add-question',
  formId,
  name: 'callNote',
  label: 'Anything we should know before we call?',
  kind: 'text',
  required: false,
  destination: { kind: 'additional-information', name: 'CallNote' },
  after: 'bestTime',
};

/** The feedback details form with "Can we call you?" and a required best time after it. */
function withQuestions(): StudioFiles {
  return applied(bestTime, applied(canCall).files).files;
}
const run = (files: StudioFiles, ...operations: StudioOperation[]) =>
  operations.reduce((current, operation) => applied(operation, current).files, files);

describe('set-condition', () => {
  it("moves the question into the then branch of an if on the other question's answer, its required with it", async () => {
    const before = withQuestions();
    const result = applied(askIfCanCall, before);
    expect(result.changed).toEqual([feedbackDetails.schema, feedbackDetails.examples]);
    const { removed, added } = linesOf(result.files, feedbackDetails.schema, before);
    // The question's own lines move whole (and the required list loses it); nothing else changes.
    expect(removed[0]).toBe(
      '  "required": ["firstName", "surname", "email", "telephoneNumber", "address", "bestTime"],',
    );
    expect(added[0]).toBe(
      '  "required": ["firstName", "surname", "email", "telephoneNumber", "address"],',
    );
    expect(added.slice(0, 16)).toEqual([
      '  "required": ["firstName", "surname", "email", "telephoneNumber", "address"],',
      '  },',
      '  "allOf": [',
      '    {',
      '      "if": {',
      '        "type": "object",',
      '        "required": ["canCall"],',
      '        "properties": {',
      '          "canCall": {',
      '            "type": "boolean",',
      '            "const": true',
      '          }',
      '        }',
      '      },',
      '      "then": {',
      '        "type": "object",',
    ]);
    expect(added.slice(16, 19)).toEqual([
      '        "required": ["bestTime"],',
      '        "properties": {',
      '          "bestTime": {',
    ]);
    // Every removed line of the question is added back, three levels deeper.
    const question = removed.slice(1, -1);
    expect(question[0]).toBe('    "bestTime": {');
    expect(added.slice(18, 18 + question.length)).toEqual(
      // The question was followed by another; it is now its branch's last.
      question.map(
        (line, at) => `      ${at === question.length - 1 ? line.replace(/,$/, '') : line}`,
      ),
    );
    expect(parsed(result.files, feedbackDetails.schema).allOf[0].then.properties.bestTime).toEqual(
      parsed(before, feedbackDetails.schema).properties.bestTime,
    );
    expect(checkStudioFiles(result.files, { forms: [formId] })).toEqual([]);
    await expectPrettierKept(result.files, result.changed);
  });

  it('keeps the examples true: an example answering the question answers the condition, and an invalid one no longer expects its error', () => {
    const before = withQuestions();
    const after = applied(askIfCanCall, before).files;
    expect(linesOf(after, feedbackDetails.examples, before)).toEqual({
      removed: [
        '        "bestTime": "Afternoon"',
        '        "bestTime": "Morning"',
        '        "/address": "required",',
        '        "/bestTime": "required"',
        '        "/telephoneNumber": "phoneNumber",',
        '        "/bestTime": "required"',
      ],
      added: [
        '        "bestTime": "Afternoon",',
        '        "canCall": true',
        '        "bestTime": "Morning",',
        '        "canCall": true',
        '        "/address": "required"',
        '        "/telephoneNumber": "phoneNumber"',
      ],
    });
  });

  it('passes a valid example that answers the question but not the condition: the answer is not sent', () => {
    const files = run(withQuestions(), askIfCanCall);
    const schema = parsed(files, feedbackDetails.schema);
    const example = parsed(files, feedbackDetails.examples).examples[0].data;
    const unopened = Object.fromEntries(
      Object.entries(example as object).filter(([name]) => name !== 'canCall'),
    );
    // The validator does not apply the branch, and the form allows answers it does not ask.
    expect(errorsFinder(schema)(unopened)).toEqual({});
    expect(errorsFinder(schema)({ ...example, bestTime: undefined })).toEqual({
      '/bestTime': 'required',
    });
  });

  it('takes the answer out of an example whose answer to the condition is another', () => {
    const files = run(
      withQuestions(),
      {
        op: 'set-required',
        formId,
        field: 'canCall',
        required: true,
        exampleAnswers: { 0: true, 1: false },
      },
      askIfCanCall,
    );
    const examples = parsed(files, feedbackDetails.examples).examples;
    expect(examples[0].data).toMatchObject({ canCall: true, bestTime: 'Afternoon' });
    expect(examples[1].data.canCall).toBe(false);
    expect('bestTime' in examples[1].data).toBe(false);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
    // The review's leads show the effect: the example answering No no longer sends a best time.
    const leads = exampleLeadsOf(files, formId);
    const info = (index: number) =>
      (leads[index]?.lead as { data: { attributes: Record<string, unknown> } }).data.attributes[
        'additional-information'
      ];
    expect(info(0)).toMatchObject({ CanWeCall: 'Yes', BestTimeToCall: 'Afternoon' });
    expect(info(1)).toMatchObject({ CanWeCall: 'No' });
    expect(info(1)).not.toHaveProperty('BestTimeToCall');
  });

  it('puts a second question with the same condition into the same branch', () => {
    const files = run(withQuestions(), askIfCanCall, callNote, {
      op: 'set-condition',
      formId,
      field: 'callNote',
      on: 'canCall',
      answer: true,
    });
    const schema = parsed(files, feedbackDetails.schema);
    expect(schema.allOf).toHaveLength(1);
    expect(Object.keys(schema.allOf[0].then.properties)).toEqual(['bestTime', 'callNote']);
    expect(schema.allOf[0].then.required).toEqual(['bestTime']);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
  });

  it('changes a condition to another answer, dropping the emptied branch', () => {
    const files = run(withQuestions(), askIfCanCall, { ...askIfCanCall, answer: false });
    const schema = parsed(files, feedbackDetails.schema);
    expect(schema.allOf).toHaveLength(1);
    expect(schema.allOf[0].if.properties.canCall).toEqual({ type: 'boolean', const: false });
    expect(schema.allOf[0].then.required).toEqual(['bestTime']);
    // The examples answered Yes, so they no longer answer the best time.
    const examples = parsed(files, feedbackDetails.examples).examples;
    expect(
      examples.slice(0, 2).map((example: { data: object }) => 'bestTime' in example.data),
    ).toEqual([false, false]);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
  });

  it('depends on a choice by its value', () => {
    const files = run(
      withQuestions(),
      {
        op: 'add-question',
        formId,
        name: 'morningNote',
        label: 'Which morning suits you?',
        kind: 'text',
        required: false,
        destination: { kind: 'additional-information', name: 'MorningNote' },
        after: 'bestTime',
      },
      { op: 'set-condition', formId, field: 'morningNote', on: 'bestTime', answer: 'Morning' },
    );
    expect(parsed(files, feedbackDetails.schema).allOf[0].if.properties.bestTime).toEqual({
      type: 'string',
      const: 'Morning',
    });
  });

  it('depends on a yes/no question written with choices by true, as the form types it, and the check finds nothing', () => {
    // "Can we record any extra support you need?" is a boolean with a oneOf of true and false.
    const complaintDetails = formFilesOf('complaint-details');
    const files = run(realFiles, supportNeedsQuestion);
    const question = describeStudioForm(files, 'complaint-details')?.questions.find(
      (candidate) => candidate.name === 'supportNeeds',
    );
    expect(question?.conditionTargets).toContainEqual({
      name: 'vulnerabilityConsent',
      label: 'Can we record any extra support you need?',
      answers: [
        { value: true, label: 'Yes' },
        { value: false, label: 'No' },
      ],
    });
    const askIfYes: StudioOperation = {
      op: 'set-condition',
      formId: 'complaint-details',
      field: 'supportNeeds',
      on: 'vulnerabilityConsent',
      answer: true,
    };
    const conditioned = run(files, askIfYes);
    expect(
      parsed(conditioned, complaintDetails.schema).allOf[0].if.properties.vulnerabilityConsent,
    ).toEqual({ type: 'boolean', const: true });
    expect(checkStudioFiles(conditioned, { forms: ['complaint-details'] })).toEqual([]);
    // The string "true" is not an answer to it: no answer would ever meet it.
    expect(refusal({ ...askIfYes, answer: 'true' }, files)).toBe(
      '"true" is not an answer to \'Can we record any extra support you need?\'. Choose one of its answers.',
    );
  });

  it('refuses a condition on itself, on a later question, on a text question, an answer not offered, and on a question placed by code', () => {
    const files = withQuestions();
    expect(refusal({ ...askIfCanCall, on: 'bestTime' }, files)).toBe(
      "'When is the best time to call you?' cannot depend on its own answer.",
    );
    expect(
      refusal({ ...askIfCanCall, field: 'canCall', on: 'bestTime', answer: 'Morning' }, files),
    ).toBe(
      "'Can we call you?' is asked only for some answers to 'When is the best time to call you?', so it must come after it.",
    );
    expect(refusal({ ...askIfCanCall, on: 'email', answer: 'x' }, files)).toBe(
      "A question can depend only on an earlier question answered with choices or yes or no, and 'Email address' is not one.",
    );
    expect(refusal({ ...askIfCanCall, answer: 'Maybe' }, files)).toBe(
      '"Maybe" is not an answer to \'Can we call you?\'. Choose one of its answers.',
    );
    expect(refusal({ ...askIfCanCall, on: 'nope' }, files)).toBe(
      'The form "feedback-details" has no question called "nope".',
    );
    expect(
      refusal({
        op: 'set-condition',
        formId: 'complaint-details',
        field: 'address',
        on: 'vulnerabilityConsent',
        answer: true,
      }),
    ).toMatch(/^'.+' is put into the lead by .* Ask a developer to ask it only for some answers/);
    expect(refusal(askIfCanCall, run(files, askIfCanCall))).toBe('This changes nothing.');
  });

  it('refuses a condition on a question that is itself conditional, and making conditional one others depend on', () => {
    const files = run(withQuestions(), askIfCanCall, callNote, {
      op: 'add-question',
      formId,
      name: 'textFirst',
      label: 'Can we text you first?',
      kind: 'yes-no',
      required: false,
      destination: { kind: 'additional-information', name: 'TextFirst' },
      after: 'telephoneNumber',
    });
    expect(
      refusal(
        { op: 'set-condition', formId, field: 'callNote', on: 'bestTime', answer: 'Morning' },
        files,
      ),
    ).toBe(
      "'When is the best time to call you?' is itself asked only for some answers, so another question cannot depend on it in the studio. Ask a developer.",
    );
    expect(
      refusal(
        { op: 'set-condition', formId, field: 'canCall', on: 'textFirst', answer: true },
        files,
      ),
    ).toBe(
      "Other questions are asked depending on the answer to 'Can we call you?', so it must always be asked.",
    );
  });
});

describe('remove-condition', () => {
  it('gives back the schema exactly as it was before the condition', async () => {
    const before = withQuestions();
    const result = applied(
      { op: 'remove-condition', formId, field: 'bestTime' },
      run(before, askIfCanCall),
    );
    expect(result.files[feedbackDetails.schema]).toBe(before[feedbackDetails.schema]);
    expect(checkStudioFiles(result.files, { forms: [formId] })).toEqual([]);
    await expectPrettierKept(result.files, result.changed);
  });

  it('gives the valid examples an answer when the question, always asked again, is required', () => {
    const files = run(
      withQuestions(),
      askIfCanCall,
      { ...askIfCanCall, answer: false },
      { op: 'remove-condition', formId, field: 'bestTime' },
    );
    const examples = parsed(files, feedbackDetails.examples).examples;
    expect(
      examples.slice(0, 2).map((example: { data: { bestTime?: string } }) => example.data.bestTime),
    ).toEqual(['Morning', 'Morning']);
    expect(checkStudioFiles(files, { forms: [formId] })).toEqual([]);
  });

  it('refuses a question always asked, and a condition written by hand', () => {
    expect(refusal({ op: 'remove-condition', formId, field: 'canCall' }, withQuestions())).toBe(
      "'Can we call you?' is always asked: it has no condition to remove.",
    );
    expect(refusal({ op: 'remove-condition', formId: 'meter-read', field: 'gas_reading' })).toBe(
      "The condition 'Gas meter reading' is asked under was written by hand, and the studio cannot change it. Ask a developer.",
    );
  });
});

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
