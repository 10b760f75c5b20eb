import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { formFilesOf } from '../model/studio-files.ts';
import { bedroomsQuestion } from '../model/testing/number-question.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
} from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

const feedbackDetails = formFilesOf('feedback-details');
const meterRead = formFilesOf('meter-read');

describe('adding a rule', () => {
  it('adds a rule with a message in the GOV.UK style beside the others', async () => {
    const result = applied({
      op: 'add-rule',
      formId: 'meter-read',
      field: 'gas_reading',
      rule: { rule: 'maxLength', value: 6 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345"',
      ],
      added: [
        '            "maxLength": 6,',
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345",',
        '              "maxLength": "Gas meter reading must be 6 characters or fewer"',
      ],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it("takes the editor's own message for a new rule", () => {
    const result = applied({
      op: 'add-rule',
      formId: 'feedback-details',
      field: 'firstName',
      rule: { rule: 'minLength', value: 2 },
      message: 'First name must be 2 letters or more',
    });
    expect(
      parsed(result.files, feedbackDetails.schema).properties.firstName['x-errorMessages']
        .minLength,
    ).toBe('First name must be 2 letters or more');
  });

  it('adds an invalid example showing a rule of our own validator working', () => {
    const files = applied(
      {
        op: 'add-question',
        formId: 'meter-read',
        name: 'accountReference',
        label: 'Account number',
        kind: 'text',
        required: false,
        destination: { kind: 'additional-information', name: 'AccountReference' },
        after: 'date',
      },
      realFiles,
    ).files;
    const result = applied(
      {
        op: 'add-rule',
        formId: 'meter-read',
        field: 'accountReference',
        rule: { rule: 'customerNumber' },
      },
      files,
    );
    const examples = parsed(result.files, meterRead.examples).examples;
    expect(examples.at(-1)).toMatchObject({
      valid: false,
      data: { accountReference: '12345' },
      errors: { '/accountReference': 'customerNumber' },
    });
    expect(checkStudioFiles(result.files, { forms: ['meter-read'] })).toEqual([]);
  });
});

describe('a number range', () => {
  const rooms = applied(bedroomsQuestion).files;
  const on = { formId: 'feedback-details', field: 'rooms' } as const;

  it('gives a number answer a least and a greatest number, each with its message', () => {
    const least = applied({ op: 'add-rule', ...on, rule: { rule: 'minimum', value: 1 } }, rooms);
    const both = applied(
      { op: 'add-rule', ...on, rule: { rule: 'maximum', value: 12.5 } },
      least.files,
    );
    const question = parsed(both.files, feedbackDetails.schema).properties.rooms;
    expect([question.minimum, question.maximum]).toEqual([1, 12.5]);
    expect(question['x-errorMessages']).toMatchObject({
      minimum: 'Number of bedrooms must be 1 or more',
      maximum: 'Number of bedrooms must be 12.5 or less',
    });
    expect(checkStudioFiles(both.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('refuses a range on an answer that is not a number', () => {
    expect(
      refusal({
        op: 'add-rule',
        formId: 'feedback-details',
        field: 'firstName',
        rule: { rule: 'minimum', value: 1 },
      }),
    ).toBe(refusalWords.ruleDoesNotSuit.replace('{rule}', 'minimum'));
  });
});

describe('a pattern rule', () => {
  const on = { formId: 'feedback-details', field: 'email' } as const;

  it('adds a pattern with a message to change, and refuses one that is not a regular expression', () => {
    const result = applied({
      op: 'add-rule',
      ...on,
      rule: { rule: 'pattern', value: '@example\\.com$' },
    });
    const question = parsed(result.files, feedbackDetails.schema).properties.email;
    expect(question.pattern).toBe('@example\\.com$');
    expect(question['x-errorMessages'].pattern).toBe(
      'Enter your email address in the correct format',
    );
    expect(refusal({ op: 'add-rule', ...on, rule: { rule: 'pattern', value: '[a-z' } })).toBe(
      refusalWords.patternNotValid,
    );
  });
});
