import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/forms/feedback-details/feedback-details.schema.json';
import uiSchema from '../../../schemas/forms/feedback-details/feedback-details.ui.json';
import { listedFields } from '../../schema-forms/listed-fields.ts';
import { feedbackDetailsNeeded } from './feedback-details-needed.ts';

describe("the details 'We owe you' says the next page asks for", () => {
  it("are the feedback-details form's questions, in its order", () => {
    expect(feedbackDetailsNeeded).toEqual([
      'full name',
      'email address',
      'telephone number',
      'full address',
    ]);
  });

  it('follow the form when a question is added to it', () => {
    const withAccountNumber = {
      ...structuredClone(schema),
      properties: {
        ...structuredClone(schema.properties),
        accountNumber: { type: 'string', title: 'Customer account number' },
      },
    };
    const orderedAfterEmail = {
      ...structuredClone(uiSchema),
      'ui:order': ['firstName', 'surname', 'email', 'accountNumber', 'telephoneNumber', 'address'],
    };
    expect(listedFields(withAccountNumber, orderedAfterEmail)).toEqual([
      'full name',
      'email address',
      'customer account number',
      'telephone number',
      'full address',
    ]);
  });

  it('follow the form when a question is taken out of it', () => {
    const properties = Object.fromEntries(
      Object.entries(schema.properties).filter(([name]) => name !== 'telephoneNumber'),
    );
    const withoutTelephone = { ...structuredClone(schema), properties };
    const order = uiSchema['ui:order'].filter((name) => name !== 'telephoneNumber');
    expect(listedFields(withoutTelephone, { ...uiSchema, 'ui:order': order })).toEqual([
      'full name',
      'email address',
      'full address',
    ]);
  });
});
