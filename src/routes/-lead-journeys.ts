import { complaintRouteFacts } from '../features/complaints/complaint-journey.ts';
import { complaintJourneyOf, complaintRoutes } from '../site/journey-routes.ts';
import { mapComplaintToLead } from '../features/complaints/map-complaint-to-lead.ts';
import { personalDetailsFor } from '../features/complaints/personal-details.ts';
import { mapFeedbackToLead } from '../features/feedback/map-feedback-to-lead.ts';
import { mapMeterReadToLead } from '../features/meter-read/map-meter-read-to-lead.ts';
import { withDeclaredAnswers } from '../lib/leads/declared-answers.ts';
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
        {
          formId: 'complaint-query',
          hiddenFields: complaintRouteFacts[route].asksForSubject ? [] : ['subject'],
        },
      ],
      signedInChangesLead: true,
      leadOf: ([details, query], signedIn) =>
        withDeclaredAnswers(
          mapComplaintToLead({
            personalDetails: personalDetailsFor(route, details.answers, details.leadAnswers),
            query: query.answers,
            signedIn,
          }),
          [...details.leadAnswers, ...query.leadAnswers],
        ),
    }),
  ),
  leadJourney({
    id: 'complaints/feedback',
    steps: [{ formId: 'feedback-credit' }, { formId: 'feedback-details' }],
    signedInChangesLead: true,
    leadOf: ([credit, details], signedIn) =>
      withDeclaredAnswers(
        mapFeedbackToLead({
          feedback: credit.answers.feedback,
          details: details.answers,
          signedIn,
        }),
        [...credit.leadAnswers, ...details.leadAnswers],
      ),
  }),
  leadJourney({
    id: 'submit-meter-read',
    steps: [{ formId: 'meter-read' }],
    signedInChangesLead: false,
    leadOf: ([reading]) =>
      withDeclaredAnswers(mapMeterReadToLead(reading.answers), reading.leadAnswers),
  }),
];
