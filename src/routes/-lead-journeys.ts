import { complaintJourneyOf, complaintRoutes } from '../site/journey-routes.ts';
import { complaintLead, hiddenQueryFields } from '../features/complaints/complaint-submission.ts';
import { feedbackLead } from '../features/feedback/feedback-submission.ts';
import { meterReadLead } from '../features/meter-read/meter-read-submission.ts';
import { declaredLead } from '../features/declared-journeys/declared-submission.ts';
import { declaredJourneys } from '../schema-forms/compiled/declared-journeys.ts';
import { declaredLeadMappers } from '../schema-forms/compiled/declared-lead-mappers.ts';
import { leadJourney, type LeadJourney } from '../schema-forms/examples/example-leads.ts';
import type { FormId } from '../schema-forms/form-registry.ts';

/**
 * Every way the site sends a lead, one table (SPEC sections 2, 3 and 7): the forms each journey
 * asks and how its pages turn their answers into the lead. Not a file route (TanStack skips
 * names starting with '-'): it composes the features, which only a route may do, for the forms
 * preview, the schema check and the contract tests. The journeys with their own pages are
 * written here; those declared as data (schemas/journeys/, decision 055) follow from their
 * declarations.
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
  ...declaredJourneys.flatMap((journey): LeadJourney[] => {
    const mapper = declaredLeadMappers[journey.id];
    if (!mapper) return [];
    return [
      {
        id: journey.id,
        // A declared step's form is a folder of schemas/forms/, which the schema check asserts.
        steps: journey.steps.map((step) => ({ formId: step.formId as FormId })),
        // What a mapper computes may differ when signed in (accountPrefix): both are shown.
        signedInChangesLead: true,
        leadOf: (steps, signedIn) => declaredLead(mapper, steps, signedIn),
      },
    ];
  }),
];
