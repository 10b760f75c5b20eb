import { describe, expect, it } from 'vitest';
import { controlFor } from './finding-targets.ts';
import { draftOf, operationsFor, ruleWithValue } from './question-changes.ts';
import type { QuestionView } from './studio-api-types.ts';

const question: QuestionView = {
  name: 'best_time',
  label: 'When is the best time to call you?',
  hint: 'Weekdays only',
  required: false,
  kind: 'text',
  conditional: false,
  rules: [{ rule: 'maxLength', value: 100 }],
  messages: { maxLength: 'Best time must be 100 characters or fewer' },
  choices: [],
  destination: { kind: 'additional-information', name: 'BestTime' },
};
const on = { formId: 'feedback-details', field: 'best_time' };

describe("a question's panel sends one operation per setting changed", () => {
  it('sends nothing when nothing changed', () => {
    expect(operationsFor('feedback-details', question, draftOf(question))).toEqual([]);
  });

  it('sends the words, the rule, its message and the destination that changed', () => {
    const draft = draftOf(question);
    expect(
      operationsFor('feedback-details', question, {
        ...draft,
        label: 'Best time to call',
        hint: '',
        ruleValues: { maxLength: '50' },
        messages: { maxLength: 'Best time must be 50 characters or fewer' },
        destination: { ...draft.destination, kind: 'not-sent', reason: 'Not needed' },
      }),
    ).toEqual([
      { op: 'set-label', ...on, label: 'Best time to call' },
      { op: 'set-hint', ...on, hint: '' },
      { op: 'set-rule', ...on, rule: { rule: 'maxLength', value: 50 } },
      {
        op: 'set-error-message',
        ...on,
        rule: 'maxLength',
        message: 'Best time must be 50 characters or fewer',
      },
      { op: 'set-destination', ...on, destination: { kind: 'not-sent', reason: 'Not needed' } },
    ]);
  });

  it('changes the kind first, with its choices, and makes it required with its message', () => {
    const choices = [{ value: 'Morning', label: 'Morning' }];
    expect(
      operationsFor('feedback-details', question, {
        ...draftOf(question),
        kind: 'radios',
        choices,
        required: true,
        messages: { ...question.messages, required: 'Select a time' },
      }),
    ).toEqual([
      { op: 'set-answer-kind', ...on, kind: 'radios', choices },
      { op: 'set-required', ...on, required: true, message: 'Select a time' },
    ]);
  });

  it("turns a question into checkboxes with its choices, and sends a checkboxes question's choices changed", () => {
    const choices = [
      { value: 'Morning', label: 'Morning' },
      { value: 'Evening', label: 'Evening', hint: 'Until 8pm' },
    ];
    expect(
      operationsFor('feedback-details', question, {
        ...draftOf(question),
        kind: 'checkboxes',
        choices,
      }),
    ).toEqual([{ op: 'set-answer-kind', ...on, kind: 'checkboxes', choices }]);
    const boxes: QuestionView = {
      ...question,
      kind: 'checkboxes',
      rules: [],
      messages: {},
      choices,
    };
    const reordered = [...choices].reverse();
    expect(
      operationsFor('feedback-details', boxes, { ...draftOf(boxes), choices: reordered }),
    ).toEqual([{ op: 'set-choices', ...on, choices: reordered }]);
  });

  it('keeps a rule whose value is not a whole number out', () => {
    expect(ruleWithValue({ rule: 'maxLength', value: 100 }, 'lots')).toBeUndefined();
    expect(ruleWithValue({ rule: 'phoneNumber', value: ['GB'] }, 'gb, ie')).toEqual({
      rule: 'phoneNumber',
      value: ['GB', 'IE'],
    });
  });
});

describe("a finding's link goes to the control the model places it at", () => {
  it('opens a question at its setting, or the page words, on this form only', () => {
    expect(
      controlFor('feedback-details', {
        formId: 'feedback-details',
        field: 'best_time',
        setting: 'message:required',
      }),
    ).toEqual({ controlId: 'question-best_time_required_message', field: 'best_time' });
    expect(
      controlFor('feedback-details', {
        formId: 'feedback-details',
        field: 'best_time',
        setting: 'rule:maxLength',
      }),
    ).toEqual({ controlId: 'question-best_time-rule-maxLength', field: 'best_time' });
    expect(
      controlFor('feedback-details', { formId: 'feedback-details', setting: 'title' }),
    ).toEqual({ controlId: 'page-words_title' });
    expect(
      controlFor('meter-read', { formId: 'feedback-details', field: 'email' }),
    ).toBeUndefined();
  });

  it('focuses the heading of the questions for a finding about the form as a whole', () => {
    expect(controlFor('feedback-details', { formId: 'feedback-details' })).toEqual({
      controlId: 'studio-questions-title',
    });
    expect(
      controlFor('feedback-details', { formId: 'feedback-details', setting: 'order' }),
    ).toEqual({ controlId: 'studio-questions-title' });
  });

  it("focuses an example's card, or opens its change form at the answer it is about", () => {
    const names = ['Phone', 'Email', 'Too long a textphone number'];
    expect(
      controlFor('feedback-details', { formId: 'feedback-details', example: 2 }, names),
    ).toEqual({ controlId: 'example-too-long-a-textphone-number-heading' });
    expect(
      controlFor('feedback-details', { formId: 'feedback-details', examples: true }, names),
    ).toEqual({ controlId: 'studio-examples-title' });
    expect(
      controlFor(
        'feedback-details',
        { formId: 'feedback-details', example: 2, answer: 'textphoneNumber' },
        names,
      ),
    ).toEqual({ controlId: 'example-2-answer-textphoneNumber', example: 2 });
  });
});
