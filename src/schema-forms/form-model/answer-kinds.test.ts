import { describe, expect, it } from 'vitest';
import { answerKindOf, answerShapeOf } from './answer-kind-of.ts';
import { inputNames } from './form-inputs.ts';
import {
  isChoiceKind,
  answerKindNames,
  answerKinds,
  inputsForShape,
  kindInputs,
  kindsOfRule,
  type AnswerKind,
} from './answer-kinds.ts';

/** The schema and UI schema entry the studio writes for a kind, from the table alone. */
function writtenFor(kind: AnswerKind) {
  const facts: (typeof answerKinds)[AnswerKind] = answerKinds[kind];
  const schema: Record<string, unknown> = { type: facts.type };
  if ('format' in facts) schema.format = facts.format;
  if (facts.shape === 'choice') schema.oneOf = [{ const: 'a' }, { const: 'b' }];
  if (facts.shape === 'choices') {
    schema.items = { oneOf: [{ const: 'a' }, { const: 'b' }] };
    schema.uniqueItems = true;
  }
  if (kind === 'phone') schema.phoneNumber = ['GB'];
  const ui: Record<string, unknown> = {};
  if ('widget' in facts) ui['ui:widget'] = facts.widget;
  if ('field' in facts) ui['ui:field'] = facts.field;
  return { schema, ui };
}

describe('the kinds of answer', () => {
  it.each(answerKindNames)('reads back %s from what is written for it', (kind) => {
    const { schema, ui } = writtenFor(kind);
    expect(answerKindOf(schema, ui)).toBe(kind);
    expect(answerShapeOf(schema)).toBe(answerKinds[kind].shape);
  });

  it.each([
    [{ type: 'string', format: 'email' }, {}, 'email'],
    [{ type: 'string' }, { 'ui:widget': 'email' }, 'email'],
    [{ type: 'string', phoneNumber: ['GB'] }, {}, 'phone'],
    [{ type: 'integer' }, {}, 'number'],
    [{ enum: ['a', 'b'] }, {}, 'radios'],
    [{ type: 'string', anyOf: [{ const: 'a' }] }, { 'ui:widget': 'select' }, 'select'],
    [{ type: 'array' }, {}, undefined],
    [{ type: 'array', items: { type: 'string' } }, {}, undefined],
    [{ type: 'array', items: { enum: ['a', 'b'] }, uniqueItems: true }, {}, 'checkboxes'],
    [
      { type: 'array', items: { anyOf: [{ const: 'a' }] } },
      { 'ui:widget': 'select' },
      'checkboxes',
    ],
    [{ type: 'object' }, {}, undefined],
  ])('reads %j with %j as %s', (schema, ui, kind) => {
    expect(answerKindOf(schema, ui)).toBe(kind);
  });

  it('says which inputs suit each shape of schema', () => {
    expect(inputsForShape('text')).toEqual(['text', 'search', 'textarea', 'email', 'tel']);
    expect(inputsForShape('number')).toEqual(['text']);
    expect(inputsForShape('choice')).toEqual(['radio', 'select']);
    expect(inputsForShape('choices')).toEqual(['checkboxes']);
    expect(inputsForShape('yes-no')).toEqual(['radio']);
    expect(inputsForShape('date')).toEqual(['dateInput']);
    expect(inputsForShape('other')).toEqual([]);
  });

  it('asks every input the UI schema may name but hidden, and only those', () => {
    expect([...kindInputs, 'hidden'].sort()).toEqual([...inputNames].sort());
    expect(kindInputs).toEqual([
      'text',
      'search',
      'textarea',
      'radio',
      'checkboxes',
      'select',
      'dateInput',
      'email',
      'tel',
    ]);
  });

  it('gives a list of choices to radios, a select and checkboxes, not to yes/no', () => {
    expect(answerKindNames.filter(isChoiceKind)).toEqual(['radios', 'checkboxes', 'select']);
    expect(isChoiceKind('')).toBe(false);
  });

  it('names the kinds each rule suits', () => {
    expect(kindsOfRule('maxLength')).toEqual(['text', 'textarea', 'email', 'phone']);
    expect(kindsOfRule('phoneNumber')).toEqual(['text', 'phone']);
    expect(kindsOfRule('dateWithinPastMonths')).toEqual(['date']);
    expect(kindsOfRule('customerNumber')).toEqual(['text']);
  });

  it('writes checkboxes as a list of unique choices, sent to the lead as one text', () => {
    expect(answerKinds.checkboxes).toMatchObject({
      shape: 'choices',
      type: 'array',
      widget: 'checkboxes',
      keywords: ['items', 'uniqueItems', 'minItems'],
      transforms: ['list-as-text'],
    });
  });
});
