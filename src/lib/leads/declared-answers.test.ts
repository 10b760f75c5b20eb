import { describe, expect, it } from 'vitest';
import { declaredAnswers, withDeclaredAnswers } from './declared-answers.ts';
import { leadEnvelope } from './lead-envelope.ts';

const lead = () =>
  leadEnvelope(
    { topic: 'PriceCapMeterRead', 'additional-information': { Fuel: 'Gas' } },
    { address: { data: { type: 'addresses', id: 'a1' } } },
  );

type Lead = ReturnType<typeof lead>;

describe('declared answers reach the lead', () => {
  it('places an answer where the mapper wrote a default, in that place', () => {
    const withDefault = leadEnvelope({
      topic: 'help-&-support',
      'additional-information': { caseType: null, accountPrefix: 'A' },
    });
    const result = withDeclaredAnswers<typeof withDefault>(withDefault, [
      { to: '/additional-information/caseType', value: 'Faulty meter' },
    ]);
    expect(JSON.stringify(result.data.attributes)).toBe(
      '{"topic":"help-&-support","additional-information":{"caseType":"Faulty meter","accountPrefix":"A"}}',
    );
  });

  it('places each answer at its destination, after what the mapper wrote', () => {
    const answers = declaredAnswers({ preferred_time: ' Mornings ', note: { text: 'x' } }, [
      { field: 'preferred_time', to: '/additional-information/PreferredTime', transform: ['trim'] },
      { field: 'note.text', to: '/additional-information/Note' },
    ]);
    const result = withDeclaredAnswers<Lead>(lead(), answers);
    expect(result.data.attributes).toEqual({
      topic: 'PriceCapMeterRead',
      'additional-information': { Fuel: 'Gas', PreferredTime: 'Mornings', Note: 'x' },
    });
    expect(Object.keys(result.data.attributes['additional-information'])).toEqual([
      'Fuel',
      'PreferredTime',
      'Note',
    ]);
    expect(result.data.relationships).toEqual(lead().data.relationships);
  });

  it('sends nothing for an unanswered or blank field', () => {
    expect(
      declaredAnswers({ blank: '   ' }, [
        { field: 'blank', to: '/additional-information/Blank', transform: ['trim'] },
        { field: 'missing', to: '/additional-information/Missing' },
      ]),
    ).toEqual([]);
  });

  it('leaves the lead as it was when there is nothing to place', () => {
    const before = lead();
    expect(withDeclaredAnswers(before, [])).toBe(before);
  });

  it('does not change the lead it was given', () => {
    const before = lead();
    withDeclaredAnswers(before, [{ to: '/additional-information/Extra', value: 'Yes' }]);
    expect(before.data.attributes['additional-information']).toEqual({ Fuel: 'Gas' });
  });

  it('reads escaped pointer parts', () => {
    const result = withDeclaredAnswers<Lead>(lead(), [
      { to: '/additional-information/a~1b~0c', value: 1 },
    ]);
    expect(result.data.attributes['additional-information']).toHaveProperty(['a/b~c'], 1);
  });
});
