import { describe, expect, it } from 'vitest';
import { draftOf, operationsFor } from './question-changes.ts';
import { settingsOf, withSettings } from './question-settings.ts';
import type { QuestionView } from './studio-api-types.ts';

const question: QuestionView = {
  name: 'best_time',
  label: 'When is the best time to call you?',
  hint: 'Weekdays only',
  required: false,
  kind: 'radios',
  conditional: false,
  rules: [],
  messages: {},
  choices: [{ value: 'Morning', label: 'Morning' }],
  destination: { kind: 'additional-information', name: 'BestTime' },
};
const on = { formId: 'feedback-details', field: 'best_time' };
const operationsAfter = (change: Record<string, unknown>) => {
  const draft = draftOf(question);
  return operationsFor(
    'feedback-details',
    question,
    withSettings(draft, { ...settingsOf(draft), ...change }),
  );
};

describe("a question's settings form", () => {
  it('starts from the question as it is, and sends nothing when nothing changed', () => {
    expect(settingsOf(draftOf(question))).toEqual({
      label: question.label,
      hint: 'Weekdays only',
      required: 'no',
      required_message: undefined,
      kind: 'radios',
      autocomplete: undefined,
      destination: 'additional-information',
      destination_place: undefined,
      destination_name: 'BestTime',
      destination_reason: undefined,
    });
    expect(operationsAfter({})).toEqual([]);
  });

  it('sends a hint emptied as no hint, and a question made required with its message', () => {
    expect(
      operationsAfter({ hint: undefined, required: 'yes', required_message: 'Select a time' }),
    ).toEqual([
      { op: 'set-hint', ...on, hint: '' },
      { op: 'set-required', ...on, required: true, message: 'Select a time' },
    ]);
  });

  it('sends where the answer goes from the fields its radio reveals', () => {
    expect(operationsAfter({ destination: 'not-sent', destination_reason: 'Not needed' })).toEqual([
      {
        op: 'set-destination',
        ...on,
        destination: { kind: 'not-sent', reason: 'Not needed' },
      },
    ]);
  });

  it('leaves the destination of a question without one as it is', () => {
    const unplaced = { ...question, destination: undefined };
    const draft = draftOf(unplaced);
    expect(settingsOf(draft).destination).toBeUndefined();
    expect(
      operationsFor('feedback-details', unplaced, withSettings(draft, settingsOf(draft))),
    ).toEqual([]);
  });
});
