import { describe, expect, it } from 'vitest';
import schema from '../../../schemas/forms/feedback-details/feedback-details.schema.json';
import uiSchema from '../../../schemas/forms/feedback-details/feedback-details.ui.json';
import { listedFields } from '../../schema-forms/listed-fields.ts';
import { feedbackDetailsNeeded } from './feedback-details-needed.ts';

describe("the details 'We owe you' says the next page asks for", () => {
  it("are the feedback-details form's questions, in its order, the SPEC's among them", () => {
    // SPEC section 2 names the details; the list follows the form, so a question content teams
    // add to it joins the list without a change here.
    const spec = ['full name', 'email address', 'full address'];
    expect(feedbackDetailsNeeded.filter((detail) => spec.includes(detail))).toEqual(spec);
    expect(feedbackDetailsNeeded).toContain('telephone number');
    expect(new Set(feedbackDetailsNeeded).size).toBe(feedbackDetailsNeeded.length);
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
    expect(listedFields(withoutTelephone, { ...uiSchema, 'ui:order': order })).toEqual(
      feedbackDetailsNeeded.filter((detail) => detail !== 'telephone number'),
    );
  });
});
