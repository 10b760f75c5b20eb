import { describe, expect, it } from 'vitest';
import { flattenFormSchema } from './flatten-form-schema.ts';

describe('flattenFormSchema', () => {
  const schema = {
    title: 'Submit a meter reading',
    type: 'object',
    required: ['fuel', 'telephone'],
    properties: {
      telephone: {
        type: 'string',
        title: 'Telephone number',
        maxLength: 20,
        phoneNumber: ['GB', 'IE'],
        'x-errorMessages': { phoneNumber: 'Enter a UK or Irish telephone number' },
        'x-lead': { placedBy: 'mapper', to: '/additional-information/Telephone' },
      },
      fuel: {
        type: 'string',
        oneOf: [
          { const: 'Gas', title: 'Gas only' },
          { const: 'Electricity', title: 'Electricity only' },
        ],
      },
    },
    allOf: [
      {
        if: { properties: { fuel: { const: 'Gas' } } },
        then: {
          required: ['gas_reading'],
          properties: { gas_reading: { type: 'string', meterReading: true } },
        },
        else: {
          properties: {
            is_economy_7_radio: { type: 'string', enum: ['Yes', 'No'], title: 'Economy 7?' },
          },
        },
      },
    ],
  };

  it('makes every field of every branch a property, typed by its shape alone', () => {
    expect(flattenFormSchema(schema)).toEqual({
      type: 'object',
      properties: {
        telephone: { type: 'string' },
        fuel: { enum: ['Gas', 'Electricity'] },
        gas_reading: { type: 'string' },
        is_economy_7_radio: { type: 'string', enum: ['Yes', 'No'] },
      },
      required: ['telephone', 'fuel'],
      additionalProperties: false,
    });
  });

  it("requires only the fields the schema's own top-level required lists, not a branch's", () => {
    expect(flattenFormSchema(schema).required).not.toContain('gas_reading');
  });

  it('flattens nested objects, keeping their own required list and their lists of values', () => {
    const flat = flattenFormSchema({
      type: 'object',
      required: ['address'],
      properties: {
        address: {
          type: 'object',
          title: 'Your address',
          required: ['id'],
          properties: {
            id: { type: 'string', minLength: 1, 'x-errorMessages': { minLength: 'Find it' } },
            mpans: { type: 'array', items: { type: 'string', title: 'MPAN' } },
          },
          'x-lead': { placedBy: 'mapper', relationship: 'address' },
        },
      },
    });
    expect(flat.properties).toEqual({
      address: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          mpans: { type: 'array', items: { type: 'string' } },
        },
        required: ['id'],
        additionalProperties: false,
      },
    });
    expect(flat.required).toEqual(['address']);
  });

  it('leaves out required when no field is required', () => {
    expect(
      flattenFormSchema({ type: 'object', properties: { q: { type: 'string' } } }),
    ).not.toHaveProperty('required');
  });
});
