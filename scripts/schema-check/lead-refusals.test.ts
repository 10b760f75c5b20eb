import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { leadRefusals } from './lead-refusals.ts';

// ajv's errors about a lead, said once per lead field in words an editor can act on.

const lead = {
  data: {
    attributes: {
      email: 'not an email',
      'additional-information': { Fuel: 'Dual', Extra: 'x' },
    },
  },
};
const error = (instancePath: string, keyword: string, params: object): ErrorObject => ({
  instancePath,
  keyword,
  params,
  schemaPath: '#',
});

describe('lead refusals', () => {
  it.each([
    [
      error('/data/attributes/email', 'format', { format: 'email' }),
      '/email',
      'must be an email address, and "not an email" is not',
    ],
    [
      error('/data/attributes/additional-information', 'required', {
        missingProperty: 'Telephone',
      }),
      '/additional-information/Telephone',
      'is missing, and the lead needs it',
    ],
    [
      error('/data/attributes/additional-information', 'additionalProperties', {
        additionalProperty: 'Extra',
      }),
      '/additional-information/Extra',
      'is not a place the lead has',
    ],
    [
      error('/data/attributes/additional-information/Fuel', 'enum', {
        allowedValues: ['Gas', 'Electricity'],
      }),
      '/additional-information/Fuel',
      'must be one of "Gas", "Electricity", not "Dual"',
    ],
    [
      error('/data/relationships', 'type', { type: 'object' }),
      '/data/relationships',
      'must be a group of answers, not nothing',
    ],
  ])('%#: %j', (refused, pointer, reason) => {
    expect(leadRefusals(lead, [refused])).toEqual([{ pointer, keyword: refused.keyword, reason }]);
  });

  it('says the most telling rule of a field once, not the choices around it', () => {
    const errors = [
      error('/data/attributes/email', 'format', { format: 'email' }),
      error('/data/attributes/email', 'type', { type: 'null' }),
      error('/data/attributes/email', 'anyOf', {}),
    ];
    expect(leadRefusals(lead, errors)).toEqual([
      {
        pointer: '/email',
        keyword: 'format',
        reason: 'must be an email address, and "not an email" is not',
      },
    ]);
  });
});
