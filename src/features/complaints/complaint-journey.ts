import { complaintRoutes, type ComplaintRoute } from '../../site/journey-routes.ts';

/** What a route stands for: the lead's query type and subtype (SPEC section 2 table) and more. */
export interface ComplaintRouteFacts {
  /** Complaints ask 'Tell us what happened', enquiries 'Tell us your enquiry'. */
  readonly kind: 'complaint' | 'enquiry';
  readonly queryType: 'Meters' | 'Enquiry';
  readonly querySubtype:
    | 'Make a complaint-Monthly or quarterly'
    | 'Enquiry-Credit Energy'
    | 'Make a complaint-Pay As You Go'
    | 'Enquiry-Pay As You Go';
  /** SPEC section 3: "The subject list is shown only on the gas-and-electricity paths." */
  readonly asksForSubject: boolean;
}

/** SPEC section 2, "The query type and subtype tied to each form route". */
export const complaintRouteFacts: Readonly<Record<ComplaintRoute, ComplaintRouteFacts>> = {
  'gas-and-electricity': {
    kind: 'complaint',
    queryType: 'Meters',
    querySubtype: 'Make a complaint-Monthly or quarterly',
    asksForSubject: true,
  },
  'enquiry-gas-and-electricity': {
    kind: 'enquiry',
    queryType: 'Enquiry',
    querySubtype: 'Enquiry-Credit Energy',
    asksForSubject: true,
  },
  'pay-as-you-go': {
    kind: 'complaint',
    queryType: 'Meters',
    querySubtype: 'Make a complaint-Pay As You Go',
    asksForSubject: false,
  },
  'enquiry-pay-as-you-go': {
    kind: 'enquiry',
    queryType: 'Enquiry',
    querySubtype: 'Enquiry-Pay As You Go',
    asksForSubject: false,
  },
};

/** Whether a path segment is one of the known complaint routes. */
export function isComplaintRoute(value: string): value is ComplaintRoute {
  return (complaintRoutes as readonly string[]).includes(value);
}

/** The steps of the journey, in order; 'Check your answers' sends the lead. */
export type ComplaintStep = 'details' | 'query' | 'check-answers';

/** The step after each: details, the free-text query (SPEC section 4), the summary, sent. */
export function nextComplaintStep(step: ComplaintStep): ComplaintStep | 'confirmation' {
  if (step === 'details') return 'query';
  return step === 'query' ? 'check-answers' : 'confirmation';
}

/**
 * The step a customer who opens a later step must finish first, if any: the details of this
 * route (SPEC section 4: "If no cached personal details exist, the user is sent back to the
 * details page"; details given on another route do not count, each route keeps its own), then
 * the query. Undefined when every step's answers are in.
 */
export function unfinishedComplaintStep(
  detailsAccepted: boolean,
  queryAccepted: boolean,
): 'details' | 'query' | undefined {
  if (!detailsAccepted) return 'details';
  return queryAccepted ? undefined : 'query';
}
