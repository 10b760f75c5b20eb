import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { formFilesOf } from '../model/studio-files.ts';
import type { StudioOperation } from '../model/studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  expectPrettierKept,
  parsed,
  realFiles,
} from '../model/testing/real-studio-files.ts';
import type { StudioFiles } from '../model/studio-operations.ts';

// A checkboxes question ("select one or more") through the studio's operations: written as the
// form model's table says (answer-kinds.ts), its choices edited as radios' are, required as at
// least one box ticked, and the examples kept answering it with lists of ticks.

const feedbackDetails = formFilesOf('feedback-details');
const on = { formId: 'feedback-details', field: 'callTimes' } as const;

/** "When can we call you?", after the telephone number, sent as one text. */
const callTimes = {
  op: 'add-question',
  formId: 'feedback-details',
  name: 'callTimes',
  label: 'When can we call you?',
  hint: 'Select all that apply.',
  kind: 'checkboxes',
  required: true,
  choices: [
    { value: 'Mornings', label: 'Mornings' },
    { value: 'Afternoons', label: 'Afternoons', hint: '12pm to 5pm' },
    { value: 'Evenings', label: 'Evenings' },
  ],
  destination: { kind: 'additional-information', name: 'CallTimes' },
  after: 'telephoneNumber',
} as const satisfies StudioOperation;

const question = (files: StudioFiles) =>
  parsed(files, feedbackDetails.schema).properties.callTimes as Record<string, unknown>;
const answers = (files: StudioFiles) =>
  parsed(files, feedbackDetails.examples).examples.map(
    (example: { data: { callTimes?: unknown } }) => example.data.callTimes,
  );

describe('a checkboxes question in the studio', () => {
  it('is added as a list of unique choices, at least one ticked, its answer sent as one text', async () => {
    const result = applied(callTimes);
    expect(question(result.files)).toEqual({
      type: 'array',
      title: 'When can we call you?',
      description: 'Select all that apply.',
      items: {
        type: 'string',
        oneOf: [
          { const: 'Mornings', title: 'Mornings' },
          { const: 'Afternoons', title: 'Afternoons', description: '12pm to 5pm' },
          { const: 'Evenings', title: 'Evenings' },
        ],
      },
      uniqueItems: true,
      minItems: 1,
      'x-errorMessages': {
        required: 'Select at least one answer',
        minItems: 'Select at least one answer',
      },
      'x-lead': { to: '/additional-information/CallTimes', transform: ['list-as-text'] },
    });
    expect(parsed(result.files, feedbackDetails.ui).callTimes).toEqual({
      'ui:widget': 'checkboxes',
    });
    // The valid examples tick the first box; the one with nothing filled in misses it.
    expect(answers(result.files)).toEqual([['Mornings'], ['Mornings'], undefined, undefined]);
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files)).toEqual([]);
  });

  it('writes no minItems when optional, and minItems with the message when made required', () => {
    const optional = applied({ ...callTimes, required: false }).files;
    expect(question(optional)).not.toHaveProperty('minItems');
    expect(question(optional)).not.toHaveProperty('x-errorMessages');
    expect(checkStudioFiles(optional)).toEqual([]);

    const required = applied(
      { op: 'set-required', ...on, required: true, message: 'Select when we can call you' },
      optional,
    ).files;
    expect(question(required)).toMatchObject({
      minItems: 1,
      'x-errorMessages': {
        required: 'Select when we can call you',
        minItems: 'Select when we can call you',
      },
    });
    expect(checkStudioFiles(required)).toEqual([]);

    const reworded = applied(
      { op: 'set-error-message', ...on, rule: 'required', message: 'Tick when we can call you' },
      required,
    ).files;
    expect(question(reworded)['x-errorMessages']).toEqual({
      required: 'Tick when we can call you',
      minItems: 'Tick when we can call you',
    });

    const optionalAgain = applied({ op: 'set-required', ...on, required: false }, required).files;
    expect(question(optionalAgain)).not.toHaveProperty('minItems');
    expect(question(optionalAgain)).not.toHaveProperty('x-errorMessages');
    expect(checkStudioFiles(optionalAgain)).toEqual([]);
  });

  it("edits its choices as radios' are: words, hints and order; a box gone is unticked in the examples", () => {
    const added = applied(callTimes).files;
    const first = parsed(added, feedbackDetails.examples).examples[0];
    const ticked = applied(
      {
        op: 'set-example',
        formId: 'feedback-details',
        index: 0,
        name: first.name,
        valid: true,
        data: { ...first.data, callTimes: ['Mornings', 'Evenings'] },
      },
      added,
    ).files;
    const edited = applied(
      {
        op: 'set-choices',
        ...on,
        choices: [
          { value: 'Evenings', label: 'Evenings', hint: 'Until 8pm' },
          { value: 'Afternoons', label: 'In the afternoon' },
        ],
      },
      ticked,
    ).files;
    expect((question(edited).items as { oneOf: unknown }).oneOf).toEqual([
      { const: 'Evenings', title: 'Evenings', description: 'Until 8pm' },
      { const: 'Afternoons', title: 'In the afternoon', description: '12pm to 5pm' },
    ]);
    // The second example's only box went: it is offered the first choice, as a required answer.
    expect(answers(edited)).toEqual([['Evenings'], ['Evenings'], undefined, undefined]);
    expect(checkStudioFiles(edited)).toEqual([]);
  });

  it('turns a radios question into checkboxes and back, keeping its choices and the examples answered', () => {
    const radios = applied(bestTimeQuestion).files;
    const onBestTime = { formId: 'feedback-details', field: 'bestTime' } as const;
    const boxes = applied({ op: 'set-answer-kind', ...onBestTime, kind: 'checkboxes' }, radios);
    const schema = parsed(boxes.files, feedbackDetails.schema).properties.bestTime;
    expect(schema).toMatchObject({
      type: 'array',
      items: {
        type: 'string',
        oneOf: [
          { const: 'Morning', title: 'Morning' },
          { const: 'Afternoon', title: 'Afternoon' },
        ],
      },
      uniqueItems: true,
      minItems: 1,
      'x-errorMessages': {
        required: 'Select the best time to call you',
        minItems: 'Select the best time to call you',
      },
      'x-lead': { to: '/additional-information/BestTimeToCall', transform: ['list-as-text'] },
    });
    expect(schema).not.toHaveProperty('oneOf');
    expect(parsed(boxes.files, feedbackDetails.ui).bestTime).toEqual({ 'ui:widget': 'checkboxes' });
    const bestTimes = (files: StudioFiles) =>
      parsed(files, feedbackDetails.examples).examples.map(
        (example: { data: { bestTime?: unknown } }) => example.data.bestTime,
      );
    expect(bestTimes(boxes.files)).toEqual([['Morning'], ['Morning'], undefined, undefined]);
    expect(checkStudioFiles(boxes.files)).toEqual([]);

    const back = applied({ op: 'set-answer-kind', ...onBestTime, kind: 'radios' }, boxes.files);
    expect(parsed(back.files, feedbackDetails.schema).properties.bestTime).toEqual(
      parsed(radios, feedbackDetails.schema).properties.bestTime,
    );
    expect(bestTimes(back.files)).toEqual(bestTimes(radios));
    expect(checkStudioFiles(back.files)).toEqual([]);
  });

  it('leaves the real files alone until applied', () => {
    expect(parsed(realFiles, feedbackDetails.schema).properties).not.toHaveProperty('callTimes');
  });
});
