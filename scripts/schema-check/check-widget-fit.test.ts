import { describe, expect, it } from 'vitest';
import { problemsWith, problemsWithEdits } from './testing/planted-mistake.ts';

// Planted mistakes in the choice of input (one table: scripts/schema-check/check-widget-fit.ts).

const meterReadUi = 'schemas/forms/meter-read/meter-read.ui.json';
const queryUi = 'schemas/forms/complaint-query/complaint-query.ui.json';
const detailsUi = 'schemas/forms/complaint-details/complaint-details.ui.json';

const finding = (file: string, pointer: string, message: string) =>
  expect.objectContaining({ file, pointer, message: expect.stringContaining(message) });

describe('schemas:check names an input that does not suit its field', () => {
  it('a choice list on a field with no choices', () => {
    expect(problemsWith('complaint-query', 'ui', { '/query/ui:widget': 'radio' })).toContainEqual(
      finding(
        queryUi,
        '/query/ui:widget',
        'The "radio" input does not suit "query", which takes typed text',
      ),
    );
  });

  it('a drop-down on a field with no choices', () => {
    expect(problemsWith('meter-read', 'ui', { '/title/ui:widget': 'select' })).toContainEqual(
      finding(meterReadUi, '/title/ui:widget', '"select" input does not suit "title"'),
    );
  });

  it('a text box on a list of choices', () => {
    expect(
      problemsWith('complaint-query', 'ui', { '/subject/ui:widget': 'textarea' }),
    ).toContainEqual(finding(queryUi, '/subject/ui:widget', 'which takes a list of choices'));
  });

  it('a date input on a number', () => {
    expect(
      problemsWithEdits('meter-read', {
        schema: {
          '/properties/date/type': 'number',
          '/properties/date/format': undefined,
          '/properties/date/dateWithinPastMonths': undefined,
          '/properties/date/x-errorMessages': { required: 'Enter the date' },
        },
      }),
    ).toContainEqual(
      finding(
        meterReadUi,
        '/date/ui:widget',
        '"dateInput" input does not suit "date", which takes a number',
      ),
    );
  });

  it('a date input on a text field', () => {
    expect(problemsWith('meter-read', 'ui', { '/title/ui:widget': 'dateInput' })).toContainEqual(
      finding(meterReadUi, '/title/ui:widget', 'which takes typed text'),
    );
  });

  it('a telephone box on a yes or no choice', () => {
    expect(
      problemsWith('complaint-details', 'ui', { '/vulnerabilityConsent/ui:widget': 'tel' }),
    ).toContainEqual(
      finding(
        detailsUi,
        '/vulnerabilityConsent/ui:widget',
        'The "tel" input does not suit "vulnerabilityConsent"',
      ),
    );
  });
});

// The forms draw only objects, text, choices, yes or no and numbers (core-fields-registry.ts).
describe('schemas:check names a field no input would show', () => {
  const detailsSchema = 'schemas/forms/complaint-details/complaint-details.schema.json';
  const meterReadSchema = 'schemas/forms/meter-read/meter-read.schema.json';

  it('a yes or no question left to a tick box, which the site does not have', () => {
    expect(
      problemsWith('complaint-details', 'ui', { '/vulnerabilityConsent/ui:widget': undefined }),
    ).toContainEqual(
      finding(
        detailsUi,
        '/vulnerabilityConsent/ui:widget',
        '"vulnerabilityConsent" is a yes or no question with no input named',
      ),
    );
  });

  it('a list of answers', () => {
    expect(
      problemsWithEdits('meter-read', {
        schema: {
          '/properties/first_name/type': 'array',
          '/properties/first_name/maxLength': undefined,
        },
      }),
    ).toContainEqual(
      finding(
        meterReadSchema,
        '/properties/first_name/type',
        'The forms have no input for "first_name", a list whose "items" are not a list of choices',
      ),
    );
  });

  it('a field with no type', () => {
    expect(
      problemsWithEdits('complaint-details', {
        schema: { '/properties/vulnerabilityConsent/type': undefined },
      }),
    ).toContainEqual(
      finding(
        detailsSchema,
        '/properties/vulnerabilityConsent/type',
        'has no type the forms can show',
      ),
    );
  });

  it('leaves hidden fields and those our own fields draw alone', () => {
    const problems = problemsWithEdits('meter-read', {
      schema: {
        '/properties/first_name/type': 'array',
        '/properties/first_name/maxLength': undefined,
      },
      ui: { '/first_name/ui:widget': 'hidden' },
    });
    expect(problems).not.toContainEqual(
      expect.objectContaining({ pointer: '/properties/first_name/type' }),
    );
    // A nullable text answer is text to rjsf, as it is here.
    expect(
      problemsWithEdits('meter-read', {
        schema: { '/properties/first_name/type': ['string', 'null'] },
      }),
    ).not.toContainEqual(expect.objectContaining({ pointer: '/properties/first_name/type' }));
    // complaint-details' address holds lists (mpans, mprns), drawn by the address field.
    expect(problemsWith('complaint-details', 'ui', {})).toEqual([]);
  });
});
