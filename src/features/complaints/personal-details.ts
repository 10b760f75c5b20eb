import type { ComplaintDetailsData } from '../../schema-forms/form-data.ts';
import type { ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';

/**
 * What the lead computes from the personal details (SPEC section 3, 'Personal details'): the
 * route's query type and subtype, the number it types mobile or home, and the chosen address.
 * The names, email, textphone and vulnerability answer reach the lead by their `x-lead`.
 */
export interface PersonalDetails {
  readonly queryType: string;
  readonly querySubtype: string;
  readonly telephoneNumber: string;
  readonly addressId: string;
}

/** The personal details of `route` from its details step's answers. */
export function personalDetailsFor(
  route: ComplaintRoute,
  details: Pick<ComplaintDetailsData, 'telephoneNumber' | 'address'>,
): PersonalDetails {
  const { queryType, querySubtype } = complaintRouteFacts[route];
  return {
    queryType,
    querySubtype,
    telephoneNumber: details.telephoneNumber,
    addressId: details.address.id,
  };
}
