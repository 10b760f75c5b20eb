import type {
  ComplaintTypeData,
  EnergyCustomerTypeData,
  FormDraft,
} from '../../schema-forms/form-data.ts';
import { createAttemptAtom } from '../../lib/leads/journey-attempt.ts';
import { createDraftAtom, type ResettableAtom } from '../../lib/storage/draft-atom.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import type { ComplaintDetailsData, ComplaintQueryData } from '../../schema-forms/form-data.ts';
import {
  createCheckedAnswersAtom,
  readCheckedAnswers,
  type CheckedAnswers,
} from '../../schema-forms/checked-answers.ts';
import { addressEntryDraftAtom } from '../../schema-forms/theme/fields/address/address-entry-draft.ts';
import { complaintRoutes, type ComplaintRoute } from '../../site/journey-routes.ts';

/**
 * The whole state of the complaint and enquiry journeys, in one module (issue 37): the drafts as
 * typed (shared by the four routes, so a customer who switches route types nothing twice), each
 * route's answers as its steps' buttons accepted them (never shared: what one route asks is never
 * sent on another), and the attempt's key. 'Check your answers' composes its rows and the lead
 * from the checked answers alone (complaint-submission.ts).
 */

/** 'Choose an option' so far. */
export const complaintTypeDraftAtom = createDraftAtom<FormDraft<ComplaintTypeData>>(
  'complaint-type',
  schemaHashes['complaint-type'],
  {},
);

/** 'What type of energy customer are you?' so far. */
export const energyCustomerTypeDraftAtom = createDraftAtom<FormDraft<EnergyCustomerTypeData>>(
  'energy-customer-type',
  schemaHashes['energy-customer-type'],
  {},
);

/** 'A bit about you' as typed (the details step). */
export const complaintDetailsDraftAtom = createDraftAtom<FormDraft<ComplaintDetailsData>>(
  'complaint-details',
  schemaHashes['complaint-details'],
  {},
);

/** The address typed on 'A bit about you' before it is used (the form's address question). */
export const complaintAddressEntryAtom = addressEntryDraftAtom('complaint-details', 'root_address');

/** The query step as typed: subject and the (up to 30000-character) query. */
export const complaintQueryDraftAtom = createDraftAtom<FormDraft<ComplaintQueryData>>(
  'complaint-query',
  schemaHashes['complaint-query'],
  {},
);

/** Each route's steps as their buttons accepted them: what its summary shows and sends. */
export const complaintCheckedAtoms = Object.fromEntries(
  complaintRoutes.map((route) => [
    route,
    {
      details: createCheckedAnswersAtom('complaint-details', route),
      query: createCheckedAnswersAtom('complaint-query', route),
    },
  ]),
) as unknown as Readonly<
  Record<
    ComplaintRoute,
    {
      readonly details: ReturnType<typeof createCheckedAnswersAtom<'complaint-details'>>;
      readonly query: ReturnType<typeof createCheckedAnswersAtom<'complaint-query'>>;
    }
  >
>;

/** The attempt's idempotency key, which belongs to one lead (journey-attempt.ts). */
export const complaintAttemptAtom = createAttemptAtom('complaint');

/** A route's checked answers, read outside React (the route guards). */
export function readComplaintChecked(route: ComplaintRoute): {
  readonly details?: CheckedAnswers<'complaint-details'>;
  readonly query?: CheckedAnswers<'complaint-query'>;
} {
  return {
    details: readCheckedAnswers('complaint-details', route),
    query: readCheckedAnswers('complaint-query', route),
  };
}

/** Every atom that holds an answer or the key of the complaint journeys, on every route. */
export const complaintJourneyAtoms: readonly ResettableAtom[] = [
  complaintTypeDraftAtom,
  energyCustomerTypeDraftAtom,
  complaintDetailsDraftAtom,
  complaintAddressEntryAtom,
  complaintQueryDraftAtom,
  ...complaintRoutes.flatMap((route) => [
    complaintCheckedAtoms[route].details,
    complaintCheckedAtoms[route].query,
  ]),
  complaintAttemptAtom,
];
