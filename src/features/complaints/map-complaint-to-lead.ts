import {
  addressRelationship,
  type AddressRelationship,
} from '../../lib/addresses/address-relationship.ts';
import { contactNumberOf, type ContactNumber } from '../../lib/addresses/contact-number.ts';
import {
  helpAndSupportNulls,
  leadEnvelope,
  type HelpAndSupportNulls,
  type LeadDocument,
} from '../../lib/leads/lead-envelope.ts';
import type { PersonalDetails } from './personal-details.ts';

/** The pay-as-you-go query subtypes (SPEC section 2), which get the default block below. */
const payAsYouGoSubtypes = ['Make a complaint-Pay As You Go', 'Enquiry-Pay As You Go'];

/**
 * The default additional-information of a pay-as-you-go lead (SPEC section 7: "booleans false,
 * payment method defaulting to new bank account details, a UK forwarding address true, and
 * similar"). The case handlers fill the real answers in when they call the customer.
 */
export const payAsYouGoAdditionalInformation = {
  meterExchangeRequested: false,
  debtOnMeter: false,
  emergencyCreditUsed: false,
  movingHome: false,
  refundRequested: false,
  paymentMethod: 'New bank account details',
  ukForwardingAddress: true,
} as const;

/** additional-information of a complaint or enquiry lead. */
export type ComplaintAdditionalInformation = {
  readonly caseType: string | null;
  readonly accountPrefix: 'A' | null;
  readonly textphoneNumber: string | null;
} & Partial<typeof payAsYouGoAdditionalInformation>;

/** The help-and-support lead (schemas/leads/help-and-support-lead.schema.json). */
export type HelpAndSupportLead = LeadDocument<
  {
    readonly title: 'NA';
    readonly topic: 'help-&-support';
    readonly 'query-type': string;
    readonly 'query-subtype': string;
    readonly query: string;
    readonly 'first-name': string;
    readonly surname: string;
    readonly 'vulnerability-consent': boolean;
    readonly email: string;
    readonly 'contact-number': ContactNumber;
    readonly 'additional-information': ComplaintAdditionalInformation;
  } & HelpAndSupportNulls,
  { readonly address: AddressRelationship }
>;

/**
 * The attributes the forms place by their `x-lead` (the query, the names, the email, the
 * vulnerability answer): the mapper never writes them, so a question can be reworded or moved
 * without code.
 */
type PlacedByForms = 'query' | 'first-name' | 'surname' | 'vulnerability-consent' | 'email';

/** The part of a help-and-support lead the mapper computes; the forms' answers complete it. */
export type ComputedHelpAndSupportLead = LeadDocument<
  Omit<HelpAndSupportLead['data']['attributes'], PlacedByForms>,
  HelpAndSupportLead['data']['relationships']
>;

/** What the lead computes from, when the customer submits. */
export interface ComplaintLeadInput {
  /** The route's query type and subtype, and the details the lead types (SPEC section 3). */
  readonly personalDetails: PersonalDetails;
  /** Signed-in customers get accountPrefix A (SPEC section 6). */
  readonly signedIn: boolean;
}

/**
 * What a complaint or enquiry lead of SPEC sections 3 and 7 computes: the route's query type and
 * subtype, the contact number typed mobile or home, accountPrefix A when signed in, the
 * pay-as-you-go defaults on those routes and the nulls of the lead variant. caseType and the
 * textphone are null until the forms place an answer there (no subject asked, no textphone).
 */
export function mapComplaintToLead({
  personalDetails: details,
  signedIn,
}: ComplaintLeadInput): ComputedHelpAndSupportLead {
  const payAsYouGo = payAsYouGoSubtypes.includes(details.querySubtype);
  return leadEnvelope(
    {
      title: 'NA',
      topic: 'help-&-support',
      'query-type': details.queryType,
      'query-subtype': details.querySubtype,
      'contact-number': contactNumberOf(details.telephoneNumber),
      'additional-information': {
        caseType: null,
        accountPrefix: signedIn ? 'A' : null,
        textphoneNumber: null,
        ...(payAsYouGo ? payAsYouGoAdditionalInformation : {}),
      },
      ...helpAndSupportNulls,
    },
    { address: addressRelationship(details.addressId) },
  );
}
