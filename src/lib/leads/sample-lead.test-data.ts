import type { LeadDocument } from './submit-lead.ts';

/** A feedback lead that satisfies schemas/leads/, for the lead mechanics' own tests. */
export const sampleFeedbackLead: LeadDocument = {
  data: {
    type: 'leads',
    attributes: {
      title: 'NA',
      topic: 'help-&-support-feedback',
      'query-type': 'Feedback',
      'query-subtype': 'Feedback-Energy',
      query: 'Please keep the credit on my account.',
      'first-name': 'Sam',
      surname: 'Jones',
      email: 'sam.jones@example.com',
      'contact-number': { number: '07700900123', type: 'mobile' },
      'vulnerability-consent': false,
      'additional-information': { accountPrefix: null },
      account: null,
      'alternate-contact-number': null,
      'chat-history': null,
      'customer-references': null,
      'contact-preference': null,
    },
    relationships: { address: { data: { type: 'addresses', id: 'ADDR-1' } } },
  },
};
