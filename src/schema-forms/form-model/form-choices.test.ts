import { describe, expect, it } from 'vitest';
import { choiceListOf, choicesOf, offeredAnswersOf, valueFitsType } from './form-choices.ts';

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

  it("words an enum's choices by the UI schema's ui:enumNames, as rjsf shows them, else by its values", () => {
    const ui = { 'ui:enumNames': ['By phone', 7] };
    expect(choicesOf({ enum: ['phone', 'post'] }, ui)).toEqual([
      { value: 'phone', label: 'By phone' },
      { value: 'post', label: 'post' },
    ]);
  });

  it('reads the choices of a checkboxes question from its items, hints included', () => {
    const parts = {
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'Boiler', title: 'Your boiler' },
          { const: 'Heating', title: 'Central heating', description: 'Radiators and pipes' },
        ],
      },
    };
    expect(choicesOf(parts)).toEqual([
      { value: 'Boiler', label: 'Your boiler' },
      { value: 'Heating', label: 'Central heating', hint: 'Radiators and pipes' },
    ]);
    expect(offeredAnswersOf(parts)).toEqual(['Boiler', 'Heating']);
    expect(choicesOf({ type: 'array', items: { enum: ['Gas', 'Electricity'] } })).toEqual([
      { value: 'Gas', label: 'Gas' },
      { value: 'Electricity', label: 'Electricity' },
    ]);
    expect(choicesOf({ type: 'array', items: { type: 'string' } })).toEqual([]);
  });

  it("says whether a value is of a schema's type", () => {
    expect(valueFitsType('true', 'boolean')).toBe(false);
    expect(valueFitsType(true, 'boolean')).toBe(true);
    expect(valueFitsType(3, 'number')).toBe(true);
    expect(valueFitsType(3.5, 'integer')).toBe(false);
    expect(valueFitsType('x', undefined)).toBe(true);
  });
});

describe('choiceListOf', () => {
  it('reads the list as written, whatever JSON its values are', () => {
    expect(choiceListOf({ enum: ['a', null] })).toEqual({ keyword: 'enum', values: ['a', null] });
    expect(choiceListOf({ oneOf: [{ const: true }, { const: { a: 1 } }] })).toEqual({
      keyword: 'oneOf',
      values: [true, { a: 1 }],
    });
    expect(choiceListOf({ oneOf: [{ type: 'string' }], anyOf: [{ const: 'x' }] })).toEqual({
      keyword: 'anyOf',
      values: ['x'],
    });
  });

  it('finds no list where an option is not a choice, or there is none', () => {
    expect(choiceListOf({ oneOf: [{ const: 'a' }, { type: 'string' }] })).toBeUndefined();
    expect(choiceListOf({ oneOf: [] })).toBeUndefined();
    expect(choiceListOf({ type: 'string' })).toBeUndefined();
  });
});
