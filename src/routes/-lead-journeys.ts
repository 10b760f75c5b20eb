import { complaintJourneyOf, complaintRoutes } from '../site/journey-routes.ts';
import { complaintLead, hiddenQueryFields } from '../features/complaints/complaint-submission.ts';
import { feedbackLead } from '../features/feedback/feedback-submission.ts';
import { meterReadLead } from '../features/meter-read/meter-read-submission.ts';
import { leadJourney, type LeadJourney } from '../schema-forms/examples/example-leads.ts';

/**
 * Every way the site sends a lead, one table (SPEC sections 2, 3 and 7): the forms each journey
 * asks and how its pages turn their answers into the lead. Not a file route (TanStack skips
 * names starting with '-'): it composes the features, which only a route may do, for the forms
 * preview, the schema check and the contract tests. A journey that sends a lead belongs here.
 */
export const leadJourneys: readonly LeadJourney[] = [
  ...complaintRoutes.map((route) =>
    leadJourney({
      id: complaintJourneyOf(route),
      steps: [
        { formId: 'complaint-details' },
        { formId: 'complaint-query', hiddenFields: hiddenQueryFields(route) },
      ],
      signedInChangesLead: true,
      leadOf: ([details, query], signedIn) => complaintLead(route, details, query, signedIn),
    }),
  ),
  leadJourney({
    id: 'complaints/feedback',
    steps: [{ formId: 'feedback-credit' }, { formId: 'feedback-details' }],
    signedInChangesLead: true,
    leadOf: ([credit, details], signedIn) => feedbackLead(credit, details, signedIn),
  }),
  leadJourney({
    id: 'submit-meter-read',
    steps: [{ formId: 'meter-read' }],
    signedInChangesLead: false,
    leadOf: ([reading]) => meterReadLead(reading),
  }),
];
