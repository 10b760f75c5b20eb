import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import {
  composeStep,
  type ComposedStep,
  type SentStep,
  type StepEngine,
} from '../../schema-forms/composed-step.ts';
import type { ComplaintDetailsData, ComplaintQueryData } from '../../schema-forms/form-data.ts';
import type { ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';
import { mapComplaintToLead, type HelpAndSupportLead } from './map-complaint-to-lead.ts';
import { personalDetailsFor } from './personal-details.ts';

const noQuestions: readonly string[] = [];
const subjectOnly: readonly string[] = ['subject'];

/**
 * The questions a route's query step leaves out (SPEC section 3: "The subject list is shown only
 * on the gas-and-electricity paths"), the same list each time, so the step's form keeps it.
 */
export function hiddenQueryFields(route: ComplaintRoute): readonly string[] {
  return complaintRouteFacts[route].asksForSubject ? noQuestions : subjectOnly;
}

/**
 * The complaint or enquiry lead of one route from its steps as they are sent: the typed mapper
 * (what the specification fixes), then every answer the forms place by `x-lead`. The one place a
 * complaint lead is composed: the summary sends it, the preview, check and contract tests read it.
 */
export function complaintLead(
  route: ComplaintRoute,
  details: SentStep<ComplaintDetailsData>,
  query: SentStep<ComplaintQueryData>,
  signedIn: boolean,
): HelpAndSupportLead {
  return withDeclaredAnswers<HelpAndSupportLead>(
    mapComplaintToLead({ personalDetails: personalDetailsFor(route, details.answers), signedIn }),
    [...details.leadAnswers, ...query.leadAnswers],
  );
}

/** A route's summary and lead, composed from the same answers. */
export interface ComplaintSubmission {
  readonly details: ComposedStep<ComplaintDetailsData>;
  readonly query: ComposedStep<ComplaintQueryData>;
  readonly lead: HelpAndSupportLead;
}

/**
 * What 'Check your answers' of a route shows and what it sends, from the answers its steps
 * accepted: each step's answers that apply on this route only, its rows made from exactly those,
 * and the lead made from exactly those. Recomposed at the moment of sending, so the rules that
 * move with time are checked again then.
 */
export function composeComplaint(
  route: ComplaintRoute,
  checked: { readonly details: object; readonly query: object },
  engines: { readonly details: StepEngine; readonly query: StepEngine },
  signedIn: boolean,
): ComplaintSubmission {
  const details = composeStep<ComplaintDetailsData>(engines.details, { ...checked.details });
  const query = composeStep<ComplaintQueryData>(
    engines.query,
    { ...checked.query },
    hiddenQueryFields(route),
  );
  return { details, query, lead: complaintLead(route, details.sent, query.sent, signedIn) };
}
