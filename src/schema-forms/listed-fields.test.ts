import { describe, expect, it } from 'vitest';
import { listedFields } from './listed-fields.ts';

const schema = {
  type: 'object',
  properties: {
    firstName: { type: 'string', title: 'First name' },
    surname: { type: 'string', title: 'Last name' },
    email: { type: 'string', title: 'Email address' },
    mpan: { type: 'string', title: 'MPAN' },
    address: {
      type: 'object',
      title: 'Your address',
      properties: { id: { type: 'string' }, postcode: { type: 'string' } },
    },
  },
};

describe('listedFields: what a form asks, in words for a list', () => {
  it('lists the questions in the order the form shows them, as their labels read mid-sentence', () => {
    expect(
      listedFields(schema, { 'ui:order': ['email', 'mpan', 'firstName', 'surname', 'address'] }),
    ).toEqual(['email address', 'MPAN', 'first name', 'last name', 'your address']);
  });

  it("prefers a field's listedAs words, reading shared words once", () => {
    const uiSchema = {
      'ui:order': ['firstName', 'surname', 'email', 'mpan', 'address'],
      firstName: { 'ui:options': { listedAs: 'full name' } },
      surname: { 'ui:options': { listedAs: 'full name' } },
      address: { 'ui:options': { listedAs: 'full address', startWith: 'lookup' } },
    };
    expect(listedFields(schema, uiSchema)).toEqual([
      'full name',
      'email address',
      'MPAN',
      'full address',
    ]);
  });

  it('reads listedAs written as "ui:listedAs" too, as rjsf reads any option', () => {
    const uiSchema = {
      'ui:order': ['address', '*'],
      address: { 'ui:listedAs': 'home address' },
    };
    expect(listedFields(schema, uiSchema)[0]).toBe('home address');
  });

  it('puts the fields the order leaves to "*" in their schema order, and skips hidden ones', () => {
    const uiSchema = {
      'ui:order': ['address', '*'],
      mpan: { 'ui:widget': 'hidden' },
    };
    expect(listedFields(schema, uiSchema)).toEqual([
      'your address',
      'first name',
      'last name',
      'email address',
    ]);
  });

  it('lists a question a branch of the schema asks, and every field when there is no order', () => {
    const branching = {
      ...schema,
      allOf: [{ if: {}, then: { properties: { telephone: { title: 'Telephone number' } } } }],
    };
    expect(listedFields(branching, {})).toEqual([
      'first name',
      'last name',
      'email address',
      'MPAN',
      'your address',
      'telephone number',
    ]);
  });
});
