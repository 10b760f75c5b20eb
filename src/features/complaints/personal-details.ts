import type { ComplaintDetailsData } from '../../schema-forms/form-data.ts';
import type { ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';

/**
 * The personal details the lead is made from (SPEC section 3, 'Personal details'): what the
 * customer gave on the details step, the route's query type and subtype, and the chosen address.
 */
export type PersonalDetails = Pick<
  ComplaintDetailsData,
  'firstName' | 'surname' | 'email' | 'telephoneNumber' | 'textphoneNumber' | 'vulnerabilityConsent'
> & {
  readonly queryType: string;
  readonly querySubtype: string;
  readonly addressId: string;
};

/** The personal details of `route` from its details step's answers. */
export function personalDetailsFor(
  route: ComplaintRoute,
  details: ComplaintDetailsData,
): PersonalDetails {
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
  };
}
