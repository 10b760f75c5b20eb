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
