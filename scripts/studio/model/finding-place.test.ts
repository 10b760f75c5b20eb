import { describe, expect, it } from 'vitest';
import { findingPlace } from './finding-place.ts';
import { realFiles } from './testing/real-studio-files.ts';

const at = (file: string, pointer: string) => findingPlace(realFiles, { file, pointer });
const meterRead = (kind: string) => `schemas/forms/meter-read/meter-read.${kind}.json`;

describe('findingPlace', () => {
  it("names the question and the setting of a finding in a form's schema, in branches too", () => {
    expect(at(meterRead('schema'), '/properties/title/description')).toEqual({
      formId: 'meter-read',
      field: 'title',
      setting: 'hint',
    });
    expect(
      at(meterRead('schema'), '/allOf/0/then/properties/gas_reading/x-errorMessages/meterReading'),
    ).toEqual({ formId: 'meter-read', field: 'gas_reading', setting: 'message:meterReading' });
    expect(at(meterRead('schema'), '/properties/title/maxLength')).toEqual({
      formId: 'meter-read',
      field: 'title',
      setting: 'rule:maxLength',
    });
    expect(at(meterRead('schema'), '/properties/fuel/x-lead/to')).toEqual({
      formId: 'meter-read',
      field: 'fuel',
      setting: 'destination',
    });
    expect(at(meterRead('schema'), '/properties/date')).toEqual({
      formId: 'meter-read',
      field: 'date',
    });
    expect(at(meterRead('schema'), '/required/1')).toEqual({
      formId: 'meter-read',
      field: 'last_name',
      setting: 'required',
    });
    expect(at(meterRead('schema'), '/allOf/0/then/required/0')).toEqual({
      formId: 'meter-read',
      field: 'gas_reading',
      setting: 'required',
    });
    expect(at(meterRead('schema'), '/title')).toEqual({ formId: 'meter-read', setting: 'title' });
  });

  it('names the answer a misjudged example is about, so its change form opens there', () => {
    const misjudged = (valid: boolean) =>
      findingPlace(realFiles, {
        file: meterRead('examples'),
        pointer: '/examples/1',
        facts: {
          kind: 'example-misjudged',
          example: 'A reading',
          valid,
          expected: { '/reading': 'required' },
          found: valid ? { '/email': 'format' } : {},
        },
      });
    expect(misjudged(true)).toEqual({ formId: 'meter-read', example: 1, answer: 'email' });
    expect(misjudged(false)).toEqual({ formId: 'meter-read', example: 1, answer: 'reading' });
    expect(
      findingPlace(realFiles, {
        file: meterRead('examples'),
        pointer: '/examples/0',
        facts: { kind: 'example-lead-refused', example: 'A reading', answer: 'gas_reading' },
      }),
    ).toEqual({ formId: 'meter-read', example: 0, answer: 'gas_reading' });
  });

  it('names the question of a UI finding, the page words, an example and a shared message', () => {
    expect(at(meterRead('ui'), '/fuel/ui:widget')).toEqual({
      formId: 'meter-read',
      field: 'fuel',
      setting: 'kind',
    });
    expect(at(meterRead('ui'), '/ui:order/4')).toEqual({
      formId: 'meter-read',
      field: 'email',
      setting: 'order',
    });
    expect(at(meterRead('ui'), '/ui:submitButtonOptions')).toEqual({
      formId: 'meter-read',
      setting: 'submitText',
    });
    expect(at(meterRead('examples'), '/examples/3')).toEqual({ formId: 'meter-read', example: 3 });
    expect(at(meterRead('examples'), '/examples')).toEqual({
      formId: 'meter-read',
      examples: true,
    });
    expect(at(meterRead('examples'), '/examples/2/data/email')).toEqual({
      formId: 'meter-read',
      example: 2,
      answer: 'email',
    });
    expect(at('schemas/messages/form-copy.json', '/errorSummaryTitle')).toEqual({
      messages: { file: 'form-copy.json', pointer: '/errorSummaryTitle' },
    });
    expect(at('schemas/leads/feedback-lead.schema.json', '')).toEqual({});
  });
});
