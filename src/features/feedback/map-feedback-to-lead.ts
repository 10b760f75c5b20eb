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

/** What the feedback flow holds when the customer submits. */
export interface FeedbackLeadInput {
  /** The 'We owe you' text (SPEC section 2). */
  readonly feedback: string;
  readonly details: FeedbackDetailsData;
  /** Whether the customer is signed in: the only thing accountPrefix says (SPEC sections 3, 6). */
  readonly signedIn: boolean;
}

/**
 * The feedback lead of SPEC sections 3 and 7: topic 'help-&-support-feedback', title NA,
 * Feedback / Feedback-Energy, the credit text as the query, the contact number typed, no
 * vulnerability question (false) and the nulls of the lead variant. accountPrefix is A only
 * when the customer is signed in; a guest's typed email, known or not, leaves it null.
 */
export function mapFeedbackToLead({
  feedback,
  details,
  signedIn,
}: FeedbackLeadInput): FeedbackLead {
  return leadEnvelope(
    {
      title: 'NA',
      topic: 'help-&-support-feedback',
      'query-type': 'Feedback',
      'query-subtype': 'Feedback-Energy',
      query: feedback.trim(),
      'first-name': details.firstName.trim(),
      surname: details.surname.trim(),
      email: details.email.trim(),
      'contact-number': contactNumberOf(details.telephoneNumber),
      'vulnerability-consent': false,
      'additional-information': { accountPrefix: signedIn ? 'A' : null },
      ...helpAndSupportNulls,
    },
    { address: addressRelationship(details.address.id) },
  );
}
