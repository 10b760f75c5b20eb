import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { describeStudioForm } from '../model/describe-studio-form.ts';
import { errorsFinder } from '../model/example-answers.ts';
import { exampleLeadsOf } from '../model/example-leads.ts';
import { formFilesOf } from '../model/studio-files.ts';
import type { StudioOperation } from '../model/studio-operations.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
  supportNeedsQuestion,
} from '../model/testing/real-studio-files.ts';
import {
  formId,
  askIfCanCall,
  callNote,
  withQuestions,
  run,
} from '../model/testing/call-questions.ts';

const feedbackDetails = formFilesOf('feedback-details');

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
