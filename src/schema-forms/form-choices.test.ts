import { describe, expect, it } from 'vitest';
import { choicesOf, offeredAnswersOf, valueFitsType } from './form-choices.ts';

describe("a question's choices, as its schema types them", () => {
  it('reads a yes/no written with choices as true and false, not as text', () => {
    const consent = {
      type: 'boolean',
      oneOf: [
        { const: true, title: 'Yes' },
        { const: false, title: 'No', description: 'We will not record it' },
      ],
    };
    expect(choicesOf(consent)).toEqual([
      { value: true, label: 'Yes' },
      { value: false, label: 'No', hint: 'We will not record it' },
    ]);
    expect(offeredAnswersOf(consent)).toEqual([true, false]);
  });

  it('reads an enum, a oneOf and an anyOf of values as written; a yes/no without choices offers true and false', () => {
    expect(choicesOf({ enum: ['Gas', 2] })).toEqual([
      { value: 'Gas', label: 'Gas' },
      { value: 2, label: '2' },
    ]);
    expect(
      offeredAnswersOf({ anyOf: [{ const: 'Dual' }, { const: 'Gas', title: 'Gas only' }] }),
    ).toEqual(['Dual', 'Gas']);
    expect(offeredAnswersOf({ type: 'boolean' })).toEqual([true, false]);
    expect(offeredAnswersOf({ type: 'string' })).toBeUndefined();
  });

  it("says whether a value is of a schema's type", () => {
    expect(valueFitsType('true', 'boolean')).toBe(false);
    expect(valueFitsType(true, 'boolean')).toBe(true);
    expect(valueFitsType(3, 'number')).toBe(true);
    expect(valueFitsType(3.5, 'integer')).toBe(false);
    expect(valueFitsType('x', undefined)).toBe(true);
  });
});
