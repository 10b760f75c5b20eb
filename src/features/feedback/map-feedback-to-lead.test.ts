import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentStep } from '../../schema-forms/composed-step.ts';
import type { FeedbackDetailsData } from '../../schema-forms/form-data.ts';
import type { FormEngine } from '../../schema-forms/form-engine.ts';
import { formEngineFor } from '../../schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../stub-api/lead-validator.ts';
import { feedbackLead } from './feedback-submission.ts';

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));

const details: FeedbackDetailsData = {
  firstName: 'Tomás',
  surname: 'Ní Bhriain',
  email: 'tomas@example.ie ',
  telephoneNumber: '07911 123456',
  address: { id: 'MAN-1A2B3C4D', address: 'Rose Cottage Mill Street, Exeter, EX1 1AA' },
};

let engines: { credit: FormEngine; details: FormEngine };

beforeAll(async () => {
  engines = {
    credit: await formEngineFor('feedback-credit'),
    details: await formEngineFor('feedback-details'),
  };
});

/** The feedback lead for these answers: the mapper's part and the answers x-lead places. */
const leadOf = (feedback: string, given: FeedbackDetailsData, signedIn: boolean) =>
  feedbackLead(
    sentStep(engines.credit, { feedback }),
    sentStep(engines.details, { ...given }),
    signedIn,
  );

describe('a feedback lead: the mapper computes, the forms place', () => {
  it("is the feedback lead of SPEC section 3: topic 'help-&-support-feedback', title NA, Feedback / Feedback-Energy", () => {
    const lead = leadOf('Please give the credit to charity. ', details, false);
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
    const lead = leadOf('x', details, signedIn);
    expect(lead.data.attributes['additional-information']).toEqual({ accountPrefix: prefix });
    expect(validateLead(lead)).toEqual({ valid: true });
  });
});
