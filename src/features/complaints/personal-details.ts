import type { DeclaredAnswer } from '../../lib/leads/declared-answers.ts';
import type { ComplaintDetailsData } from '../../schema-forms/form-data.ts';
import type { ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';

/**
 * The personal details cached for the query step (SPEC section 3, 'Personal details'): what the
 * customer gave on the details step, the route's query type and subtype, and the chosen address.
 */
export type CachedPersonalDetails = Pick<
  ComplaintDetailsData,
  'firstName' | 'surname' | 'email' | 'telephoneNumber' | 'textphoneNumber' | 'vulnerabilityConsent'
> & {
  readonly queryType: string;
  readonly querySubtype: string;
  readonly addressId: string;
  /** The details step's answers sent to the lead by destination (x-lead), when it has any. */
  readonly leadAnswers?: readonly DeclaredAnswer[];
};

/** The details to cache when the customer leaves the details step of `route`. */
export function personalDetailsFor(
  route: ComplaintRoute,
  details: ComplaintDetailsData,
  leadAnswers: readonly DeclaredAnswer[] = [],
): CachedPersonalDetails {
  const { queryType, querySubtype } = complaintRouteFacts[route];
  return {
    firstName: details.firstName,
    surname: details.surname,
    email: details.email,
    telephoneNumber: details.telephoneNumber,
    ...(details.textphoneNumber ? { textphoneNumber: details.textphoneNumber } : {}),
    vulnerabilityConsent: details.vulnerabilityConsent,
    queryType,
    querySubtype,
    addressId: details.address.id,
    ...(leadAnswers.length > 0 ? { leadAnswers } : {}),
  };
}
