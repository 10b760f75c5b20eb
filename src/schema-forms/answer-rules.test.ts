import type { RJSFSchema } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormEngine } from './form-engine.ts';
import { answerRulesOf, trimAnswers } from './answer-rules.ts';
import { formEngineFor } from './testing/form-engine-for.ts';

describe('answerRulesOf', () => {
  it('trims single-line text questions, wherever a branch declares them, but not multi-line ones', () => {
    const rules = answerRulesOf(
      {
        type: 'object',
        properties: {
          name: { type: 'string' },
          story: { type: 'string' },
          agreed: { type: 'boolean' },
          phone: { type: 'string', phoneNumber: ['GB', 'IE'] },
        },
        allOf: [{ if: {}, then: { properties: { reading: { type: 'string' } } } }],
      } as RJSFSchema,
      { story: { 'ui:widget': 'textarea' } },
    );
    expect(rules.trimmed).toEqual(['name', 'phone', 'reading']);
    expect([...rules.phoneNumbers]).toEqual([['phone', ['GB', 'IE']]]);
  });

  it('treats an answer of spaces only as no answer', () => {
    const rules = { trimmed: ['name', 'email'], phoneNumbers: new Map() };
    expect(trimAnswers({ name: ' \t ', email: ' a@b.com ', other: ' x ' }, rules)).toEqual({
      email: 'a@b.com',
      other: ' x ',
    });
  });
});

// GOV.UK's guidance on forms: accept what people really type.
describe('a form checks and sends answers as customers type them', () => {
  let meterRead: FormEngine;
  beforeAll(async () => {
    meterRead = await formEngineFor('meter-read');
  });
  const typed = {
    first_name: ' Siobhán ',
    last_name: 'O\u2019Brien\u2010Jones',
    telephone: ' +44 (0)7911-123456 ',
    email: 'Name@Example.com ',
    fuel: 'Gas',
    gas_account_number: 'bgx1234 ',
    gas_reading: ' 012345',
    date: new Date().toISOString().slice(0, 10),
  };

  it('accepts spaces around answers, typographic apostrophes, Unicode hyphens and punctuated numbers', () => {
    expect(meterRead.validate(typed)).toEqual([]);
  });

  it('sends the answers trimmed, the name as typed and the phone number in its normal form', () => {
    expect(meterRead.answersToSend(typed)).toEqual({
      ...typed,
      first_name: 'Siobhán',
      telephone: '07911123456',
      email: 'Name@Example.com',
      gas_account_number: 'bgx1234',
      gas_reading: '012345',
    });
  });

  it('asks for an answer given as spaces only, as for an empty one', () => {
    expect(meterRead.validate({ ...typed, first_name: '   ' })).toEqual([
      { pointer: '/first_name', rule: 'required', message: 'Enter your first name' },
    ]);
  });
});
