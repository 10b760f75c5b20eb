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
import type { FeedbackDetailsData } from '../../schema-forms/form-data.ts';

/** The feedback lead (schemas/leads/feedback-lead.schema.json). */
export type FeedbackLead = LeadDocument<
  {
    readonly title: 'NA';
    readonly topic: 'help-&-support-feedback';
    readonly 'query-type': 'Feedback';
    readonly 'query-subtype': 'Feedback-Energy';
    readonly query: string;
    readonly 'first-name': string;
    readonly surname: string;
    readonly email: string;
    readonly 'contact-number': ContactNumber;
    readonly 'vulnerability-consent': false;
    readonly 'additional-information': { readonly accountPrefix: 'A' | null };
  } & HelpAndSupportNulls,
  { readonly address: AddressRelationship }
>;

/** The attributes the forms place by their `x-lead`: the mapper never writes them. */
type PlacedByForms = 'query' | 'first-name' | 'surname' | 'email';

/** The part of a feedback lead the mapper computes; the forms' answers complete it. */
export type ComputedFeedbackLead = LeadDocument<
  Omit<FeedbackLead['data']['attributes'], PlacedByForms>,
  FeedbackLead['data']['relationships']
>;

/** What the feedback lead computes from, when the customer submits. */
export interface FeedbackLeadInput {
  readonly details: Pick<FeedbackDetailsData, 'telephoneNumber' | 'address'>;
  /** Whether the customer is signed in: the only thing accountPrefix says (SPEC sections 3, 6). */
  readonly signedIn: boolean;
}

/**
 * What a feedback lead of SPEC sections 3 and 7 computes: topic 'help-&-support-feedback', title
 * NA, Feedback / Feedback-Energy, the contact number typed, no vulnerability question (false)
 * and the nulls of the lead variant. accountPrefix is A only when the customer is signed in; a
 * guest's typed email, known or not, leaves it null. The forms place the credit text as the
 * query, the names and the email.
 */
export function mapFeedbackToLead({ details, signedIn }: FeedbackLeadInput): ComputedFeedbackLead {
  return leadEnvelope(
    {
      title: 'NA',
      topic: 'help-&-support-feedback',
      'query-type': 'Feedback',
      'query-subtype': 'Feedback-Energy',
      'contact-number': contactNumberOf(details.telephoneNumber),
      'vulnerability-consent': false,
      'additional-information': { accountPrefix: signedIn ? 'A' : null },
      ...helpAndSupportNulls,
    },
    { address: addressRelationship(details.address.id) },
  );
}
