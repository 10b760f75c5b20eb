import { useNavigate } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { usePrefill } from '../../lib/identity/use-prefill.ts';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { useClearComplaintJourney } from './clear-complaint-journey.ts';
import {
  complaintAttemptAtom,
  complaintPersonalDetailsAtom,
  complaintQueryDraftAtom,
} from './complaint-drafts.ts';
import { complaintJourneyOf, type ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';
import { complaintMessages } from './complaint-messages.ts';
import { mapComplaintToLead } from './map-complaint-to-lead.ts';
import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';

const noHiddenFields: readonly string[] = [];
const subjectHidden: readonly string[] = ['subject'];

/**
 * The query step (SPEC sections 2 and 4): 'Tell us what happened' or 'Tell us your enquiry', the
 * subject only on the gas-and-electricity paths, the 30000-character query. Submit posts the
 * lead (one POST per click, never retried behind the customer's back); success goes to the
 * confirmation with the origin, the response and the extra-support answer and clears the
 * journey; failure keeps every answer and shows the catalogue's alert. The route guard ensures
 * the personal details are cached.
 */
export function ComplaintQueryPage({ route }: { route: ComplaintRoute }) {
  const facts = complaintRouteFacts[route];
  const [draft, setDraft] = useAtom(complaintQueryDraftAtom);
  const personalDetails = useAtomValue(complaintPersonalDetailsAtom);
  const attemptKey = useAttemptKey(complaintAttemptAtom);
  const clearJourney = useClearComplaintJourney();
  const { signedIn } = usePrefill();
  const journey = complaintJourneyOf(route);
  const submission = useLeadSubmission('complaint-lead', { journey, step: 'complaint-query' });
  const navigate = useNavigate();
  const heading = complaintMessages.queryStep.headings[facts.kind];

  return (
    <FormStepPage
      title={heading}
      journey={journey}
      formId="complaint-query"
      formData={draft}
      onChange={setDraft}
      hiddenFields={facts.asksForSubject ? noHiddenFields : subjectHidden}
      heading={<h1>{heading}</h1>}
      alert={submission.failed ? <LeadFailureAlert key={submission.attempt} /> : null}
      submitting={submission.isSubmitting}
      beforeSubmit={<SubmittingStatus submitting={submission.isSubmitting} />}
      onSubmit={(query, leadAnswers) => {
        if (!personalDetails) return;
        const document = withDeclaredAnswers(
          mapComplaintToLead({ personalDetails, query, signedIn }),
          [...(personalDetails.leadAnswers ?? []), ...(leadAnswers ?? [])],
        );
        submission.submit({ document, idempotencyKey: attemptKey() }, async (response) => {
          await navigate({
            to: '/confirmation',
            // The extra-support answer decides whether the confirmation shows the Priority
            // Services Register; it travels in history state, never in the address (SPEC 1).
            state: {
              leadConfirmation: {
                origin: route,
                response,
                extraSupport: personalDetails.vulnerabilityConsent,
              },
            },
          });
          // Cleared once the form has gone: a mounted form would save its defaults again.
          clearJourney();
        });
      }}
    />
  );
}
