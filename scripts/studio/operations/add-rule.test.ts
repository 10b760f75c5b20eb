import { describe, expect, it } from 'vitest';
import { bedroomsQuestion } from '../model/testing/number-question.ts';
import { questionEdits } from '../model/testing/question-edits.ts';
import { applied } from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';

describe('adding a rule', () => {
  it('adds a rule with a message in the GOV.UK style beside the others', async () => {
    const result = questionEdits('meter-read', 'gas_reading').edit({
      op: 'add-rule',
      rule: { rule: 'maxLength', value: 6 },
    });
    expect(result.lines()).toEqual({
      removed: [
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345"',
      ],
      added: [
        '            "maxLength": 6,',
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345",',
        '              "maxLength": "Gas meter reading must be 6 characters or fewer"',
      ],
    });
    await result.prettierKept();
  });

  it("takes the editor's own message for a new rule", () => {
    const result = questionEdits('feedback-details', 'firstName').edit({
      op: 'add-rule',
      rule: { rule: 'minLength', value: 2 },
      message: 'First name must be 2 letters or more',
    });
    expect(result.question()['x-errorMessages'].minLength).toBe(
      'First name must be 2 letters or more',
    );
  });

  it('adds an invalid example showing a rule of our own validator working', () => {
    const files = applied({
      op: 'add-question',
      formId: 'meter-read',
      name: 'accountReference',
      label: 'Account number',
      kind: 'text',
      required: false,
      destination: { kind: 'additional-information', name: 'AccountReference' },
      after: 'date',
    }).files;
    const result = questionEdits('meter-read', 'accountReference', files).edit({
      op: 'add-rule',
      rule: { rule: 'customerNumber' },
    });
    expect(result.examples().at(-1)).toMatchObject({
      valid: false,
      data: { accountReference: '12345' },
      errors: { '/accountReference': 'customerNumber' },
    });
    expect(result.findings()).toEqual([]);
  });
});

describe('a number range', () => {
  const rooms = questionEdits('feedback-details', 'rooms', applied(bedroomsQuestion).files);

  it('gives a number answer a least and a greatest number, each with its message', () => {
    const both = rooms
      .edit({ op: 'add-rule', rule: { rule: 'minimum', value: 1 } })
      .then()
      .edit({ op: 'add-rule', rule: { rule: 'maximum', value: 12.5 } });
    const question = both.question();
    expect([question.minimum, question.maximum]).toEqual([1, 12.5]);
    expect(question['x-errorMessages']).toMatchObject({
      minimum: 'Number of bedrooms must be 1 or more',
      maximum: 'Number of bedrooms must be 12.5 or less',
    });
    expect(both.findings()).toEqual([]);
  });

  it('refuses a range on an answer that is not a number', () => {
    expect(
      questionEdits('feedback-details', 'firstName').refusal({
        op: 'add-rule',
        rule: { rule: 'minimum', value: 1 },
      }),
    ).toBe(refusalWords.ruleDoesNotSuit.replace('{rule}', 'minimum'));
  });
});

describe('a pattern rule', () => {
  const email = questionEdits('feedback-details', 'email');

  it('adds a pattern with a message to change, and refuses one that is not a regular expression', () => {
    const question = email
      .edit({ op: 'add-rule', rule: { rule: 'pattern', value: '@example\\.com$' } })
      .question();
    expect(question.pattern).toBe('@example\\.com$');
    expect(question['x-errorMessages'].pattern).toBe(
      'Enter your email address in the correct format',
    );
    expect(email.refusal({ op: 'add-rule', rule: { rule: 'pattern', value: '[a-z' } })).toBe(
      refusalWords.patternNotValid,
    );
  });
});
