import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLeadValidator } from '../../stub-api/lead-validator.ts';
import { mapFeedbackToLead } from './map-feedback-to-lead.ts';

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));

const details = {
  firstName: 'Tomás',
  surname: 'Ní Bhriain',
  email: 'tomas@example.ie ',
  telephoneNumber: '07911 123456',
  address: { id: 'MAN-1A2B3C4D', address: 'Rose Cottage Mill Street, Exeter, EX1 1AA' },
};

describe('mapFeedbackToLead', () => {
  it("is the feedback lead of SPEC section 3: topic 'help-&-support-feedback', title NA, Feedback / Feedback-Energy", () => {
    const lead = mapFeedbackToLead({
      feedback: 'Please give the credit to charity. ',
      details,
      signedIn: false,
    });
    expect(lead).toEqual({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support-feedback',
          'query-type': 'Feedback',
          'query-subtype': 'Feedback-Energy',
          query: 'Please give the credit to charity.',
          'first-name': 'Tomás',
          surname: 'Ní Bhriain',
          email: 'tomas@example.ie',
          'contact-number': { number: '07911123456', type: 'mobile' },
          'vulnerability-consent': false,
          'additional-information': { accountPrefix: null },
          account: null,
          'alternate-contact-number': null,
          'chat-history': null,
          'customer-references': null,
          'contact-preference': null,
        },
        relationships: { address: { data: { type: 'addresses', id: 'MAN-1A2B3C4D' } } },
      },
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });

  // SPEC sections 3 and 6: A only when signed in, whatever the users query said of a guest.
  it.each([
    [true, 'A'],
    [false, null],
  ] as const)('signed in %s: accountPrefix %s', (signedIn, prefix) => {
    const lead = mapFeedbackToLead({ feedback: 'x', details, signedIn });
    expect(lead.data.attributes['additional-information']).toEqual({ accountPrefix: prefix });
    expect(validateLead(lead)).toEqual({ valid: true });
  });
});
