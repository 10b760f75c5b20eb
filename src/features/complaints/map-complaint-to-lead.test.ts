import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComplaintDetailsData } from '../../schema-forms/form-data.ts';
import { createLeadValidator } from '../../stub-api/lead-validator.ts';
import { sentStep } from '../../schema-forms/composed-step.ts';
import type { ComplaintQueryData } from '../../schema-forms/form-data.ts';
import type { FormEngine } from '../../schema-forms/form-engine.ts';
import { formEngineFor } from '../../schema-forms/testing/form-engine-for.ts';
import type { ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintLead, hiddenQueryFields } from './complaint-submission.ts';

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));

const details: ComplaintDetailsData = {
  firstName: ' Sian ',
  surname: "O'Brien-Jones",
  email: 'sian@example.com',
  telephoneNumber: '07911 123456',
  textphoneNumber: '18001',
  vulnerabilityConsent: true,
  address: { id: 'LS11AA-2', address: '5 Church Lane, Leeds, LS1 1AA' },
};

const common = {
  title: 'NA',
  topic: 'help-&-support',
  'first-name': 'Sian',
  surname: "O'Brien-Jones",
  email: 'sian@example.com',
  account: null,
  'alternate-contact-number': null,
  'chat-history': null,
  'customer-references': null,
  'contact-preference': null,
};

let engines: { details: FormEngine; query: FormEngine };

beforeAll(async () => {
  engines = {
    details: await formEngineFor('complaint-details'),
    query: await formEngineFor('complaint-query'),
  };
});

/** The lead a route sends for these answers: the mapper's part and the answers x-lead places. */
const leadOf = (
  route: ComplaintRoute,
  given: ComplaintDetailsData,
  query: ComplaintQueryData | { readonly query: string },
  signedIn: boolean,
) =>
  complaintLead(
    route,
    sentStep(engines.details, { ...given }),
    sentStep(engines.query, { ...query }, hiddenQueryFields(route)),
    signedIn,
  );

describe('a complaint or enquiry lead: the mapper computes, the forms place', () => {
  it('gas-and-electricity, signed in: Meters / Make a complaint-Monthly or quarterly, subject as caseType, accountPrefix A', () => {
    const lead = leadOf(
      'gas-and-electricity',
      details,
      { subject: 'Faulty meter', query: 'The display is blank.\n' },
      true,
    );
    expect(lead).toEqual({
      data: {
        type: 'leads',
        attributes: {
          ...common,
          'query-type': 'Meters',
          'query-subtype': 'Make a complaint-Monthly or quarterly',
          query: 'The display is blank.',
          'vulnerability-consent': true,
          // SPEC section 3: "contact-number type is mobile if the number starts with 07".
          'contact-number': { number: '07911123456', type: 'mobile' },
          'additional-information': {
            caseType: 'Faulty meter',
            accountPrefix: 'A',
            textphoneNumber: '18001',
          },
        },
        relationships: { address: { data: { type: 'addresses', id: 'LS11AA-2' } } },
      },
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });

  it('enquiry-gas-and-electricity, guest, no textphone, a +44 number: sent as 020, home, nulls', () => {
    const lead = leadOf(
      'enquiry-gas-and-electricity',
      {
        ...details,
        textphoneNumber: undefined,
        vulnerabilityConsent: false,
        telephoneNumber: '+44 20 7946 0000',
      },
      { subject: 'Tariff issues', query: 'Which tariff am I on?' },
      false,
    );
    expect(lead.data.attributes).toEqual({
      ...common,
      'query-type': 'Enquiry',
      'query-subtype': 'Enquiry-Credit Energy',
      query: 'Which tariff am I on?',
      'vulnerability-consent': false,
      // The form sends a number in its one normal form (answer-rules.ts), typed home.
      'contact-number': { number: '02079460000', type: 'home' },
      'additional-information': {
        caseType: 'Tariff issues',
        accountPrefix: null,
        textphoneNumber: null,
      },
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });

  it.each([
    ['pay-as-you-go', 'Meters', 'Make a complaint-Pay As You Go'],
    ['enquiry-pay-as-you-go', 'Enquiry', 'Enquiry-Pay As You Go'],
  ] as const)(
    '%s: %s / %s with the pay-as-you-go default additional-information and no subject',
    (route, queryType, querySubtype) => {
      const lead = leadOf(
        route,
        {
          ...details,
          telephoneNumber: '0161 496 0000',
        },
        { query: 'My top-ups are not reaching the meter.' },
        false,
      );
      expect(lead.data.attributes['query-type']).toBe(queryType);
      expect(lead.data.attributes['query-subtype']).toBe(querySubtype);
      expect(lead.data.attributes['contact-number']).toEqual({
        number: '01614960000',
        type: 'home',
      });
      // SPEC section 7: "booleans false, payment method defaulting to new bank account details,
      // a UK forwarding address true".
      expect(lead.data.attributes['additional-information']).toEqual({
        caseType: null,
        accountPrefix: null,
        textphoneNumber: '18001',
        meterExchangeRequested: false,
        debtOnMeter: false,
        emergencyCreditUsed: false,
        movingHome: false,
        refundRequested: false,
        paymentMethod: 'New bank account details',
        ukForwardingAddress: true,
      });
      expect(validateLead(lead)).toEqual({ valid: true });
    },
  );

  it('the lead schema refuses a pay-as-you-go lead without its default block', () => {
    const lead = leadOf('pay-as-you-go', details, { query: 'Hello' }, false);
    const { caseType, accountPrefix, textphoneNumber } =
      lead.data.attributes['additional-information'];
    const stripped = {
      data: {
        ...lead.data,
        attributes: {
          ...lead.data.attributes,
          'additional-information': { caseType, accountPrefix, textphoneNumber },
        },
      },
    };
    expect(validateLead(stripped).valid).toBe(false);
  });
});
