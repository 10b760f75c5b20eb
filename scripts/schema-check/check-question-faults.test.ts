import { describe, expect, it } from 'vitest';
import { problemsWithEdits, type FileKind } from './testing/planted-mistake.ts';

// What the studio refuses to write, written by hand instead (decision 057): each named by
// `npm run schemas:check` with its file and pointer, in plain words.

const form = (formId: string, kind: FileKind) => `schemas/forms/${formId}/${formId}.${kind}.json`;
const details = { schema: form('feedback-details', 'schema'), ui: form('feedback-details', 'ui') };
const meterRead = form('meter-read', 'schema');

describe('npm run schemas:check names what the studio refuses to write', () => {
  it.each([
    [
      'a rule that does not suit the kind of answer',
      'meter-read',
      {
        schema: {
          '/properties/fuel/minLength': 2,
          '/properties/fuel/x-errorMessages/minLength': 'Choose',
        },
      },
      meterRead,
      '/properties/fuel/minLength',
      `The rule "minLength" does not suit 'Which meter readings are you sending?', which takes a choice`,
    ],
    [
      'a number of months that is not whole',
      'meter-read',
      { schema: { '/properties/date/dateWithinPastMonths': 1.5 } },
      meterRead,
      '/properties/date/dateWithinPastMonths',
      '"dateWithinPastMonths" is 1.5, but it needs a whole number of months, 1 or more.',
    ],
    [
      'a phone rule with no country',
      'feedback-details',
      { schema: { '/properties/telephoneNumber/phoneNumber': [] } },
      details.schema,
      '/properties/telephoneNumber/phoneNumber',
      '"phoneNumber" is [], but the site checks UK (GB) and Irish (IE) numbers only',
    ],
    [
      'a phone rule with a country the site does not check',
      'feedback-details',
      { schema: { '/properties/telephoneNumber/phoneNumber': ['GB', 'FR'] } },
      details.schema,
      '/properties/telephoneNumber/phoneNumber',
      '"phoneNumber" is ["GB","FR"], but the site checks UK (GB) and Irish (IE) numbers only',
    ],
    [
      'a list of one choice',
      'meter-read',
      { schema: { '/properties/fuel/oneOf': [{ const: 'Dual', title: 'Gas and electricity' }] } },
      meterRead,
      '/properties/fuel/oneOf',
      'has one choice, so the customer has nothing to choose between.',
    ],
    [
      'a choice without words',
      'meter-read',
      { schema: { '/properties/fuel/oneOf/1/title': ' ' } },
      meterRead,
      '/properties/fuel/oneOf/1',
      'has no words for the customer or no value to send',
    ],
    [
      'an autocomplete token browsers do not know',
      'feedback-details',
      { ui: { '/email/ui:autocomplete': 'mail' } },
      details.ui,
      '/email/ui:autocomplete',
      '"mail" is not an autocomplete token of the HTML standard, so browsers would ignore it.',
    ],
    [
      'an autocomplete token on an address',
      'feedback-details',
      { ui: { '/address/ui:autocomplete': 'street-address' } },
      details.ui,
      '/address/ui:autocomplete',
      'is an address, whose boxes already tell the browser what each one asks for',
    ],
    [
      'an empty page title',
      'feedback-details',
      { schema: { '/title': ' ' } },
      details.schema,
      '/title',
      "The page's title is empty",
    ],
    [
      'empty words on the button while sending',
      'feedback-details',
      { ui: { '/ui:options/submittingText': '' } },
      details.ui,
      '/ui:options/submittingText',
      'What the button says while sending is empty',
    ],
    [
      'a message for being required on a question nothing requires',
      'feedback-details',
      { schema: { '/required': ['firstName', 'surname', 'telephoneNumber', 'address'] } },
      details.schema,
      '/properties/email/x-errorMessages/required',
      'There is a message for "required", but the field "email" has no such rule.',
    ],
  ] as const)('%s', (_mistake, formId, edits, file, pointer, words) => {
    expect(problemsWithEdits(formId, edits)).toContainEqual(
      expect.objectContaining({ file, pointer, message: expect.stringContaining(words) }),
    );
  });

  it('a question whose name the studio could not give', () => {
    const surname = { type: 'string', title: 'Last name', 'x-lead': { sent: false, reason: 'x' } };
    const problems = problemsWithEdits('feedback-details', {
      schema: { '/properties/last name': surname },
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: details.schema,
        pointer: '/properties/last name',
        message: `"last name" cannot be a question's name: a name starts with a letter and has only letters, numbers and underscores.`,
      }),
    );
  });
});
