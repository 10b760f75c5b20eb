import { describe, expect, it } from 'vitest';
import { answersFrom, answerText } from './example-answer-text.ts';
import type { QuestionView } from './studio-api-types.ts';

const question = (name: string, kind: QuestionView['kind']) =>
  ({ name, label: name, kind, required: false, rules: [], messages: {}, choices: [] }) as never;

describe("an example's answers in the studio's boxes", () => {
  const questions: QuestionView[] = [
    question('fuel', 'radios'),
    question('economy7', 'yes-no'),
    question('rooms', 'number'),
    question('email', 'email'),
    question('address', 'address'),
  ];

  it('turns the boxes back into the data the form keeps, keeping what they do not show', () => {
    const before = { email: 'old@example.com', address: { id: 'LS11AA-2' }, extra: 'kept' };
    expect(
      answersFrom(
        { fuel: 'Gas', economy7: 'false', rooms: '3', email: '  ', address: '' },
        questions,
        before,
      ),
    ).toEqual({
      fuel: 'Gas',
      economy7: false,
      rooms: 3,
      address: { id: 'LS11AA-2' },
      extra: 'kept',
    });
    expect(answersFrom({ rooms: 'three' }, questions, {})).toEqual({ rooms: 'three' });
  });

  it('keeps the example’s order of answers, new ones after', () => {
    expect(
      Object.keys(
        answersFrom({ email: 'a@b.c', fuel: 'Gas' }, questions, { email: 'x', rooms: 2 }),
      ),
    ).toEqual(['email', 'fuel']);
  });

  it('shows each answer as words', () => {
    expect([answerText(true), answerText(3), answerText('Gas'), answerText(undefined)]).toEqual([
      'true',
      '3',
      'Gas',
      '',
    ]);
  });

  it('keeps a checkboxes answer as the list of boxes ticked, and none ticked as not answered', () => {
    const parts = [question('parts', 'checkboxes')];
    const text = answerText(['Boiler', 'Plumbing']);
    expect(answersFrom({ parts: text }, parts, {})).toEqual({ parts: ['Boiler', 'Plumbing'] });
    expect(answersFrom({ parts: '' }, parts, { parts: ['Boiler'] })).toEqual({});
  });
});
