import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { usePrefill } from '../../lib/identity/use-prefill.ts';
import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import { checkAnswersCopy } from '../../schema-forms/check-answers-copy.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import type { CompiledForm } from '../../schema-forms/compiled-form.ts';
import { complaintJourneyOf, type ComplaintRoute } from '../../site/journey-routes.ts';
import { useClearComplaintJourney } from './clear-complaint-journey.ts';
import {
  complaintAttemptAtom,
  complaintDetailsCheckedAtom,
  complaintPersonalDetailsAtom,
  complaintQueryCheckedAtom,
} from './complaint-drafts.ts';
import { complaintRouteFacts } from './complaint-journey.ts';
import { complaintMessages } from './complaint-messages.ts';
import { mapComplaintToLead } from './map-complaint-to-lead.ts';
import './complaints.css';

/**
 * 'Check your answers' of a complaint or enquiry: the details and the query as the customer gave
 * them, each with a 'Change' link to its step. 'Accept and send' posts the lead (one POST per
 * click, never retried behind the customer's back); success goes to the confirmation with the
 * origin, the response and the extra-support answer and clears the journey; failure keeps every
 * answer and shows the catalogue's alert. The route guard ensures both steps' answers are in.
 */
export function ComplaintCheckAnswersPage({
  route,
  detailsForm,
  queryForm,
}: {
  readonly route: ComplaintRoute;
  /** The steps' forms, which the summary's rows come from. */
  readonly detailsForm: CompiledForm;
  readonly queryForm: CompiledForm;
}) {
  const facts = complaintRouteFacts[route];
  const personalDetails = useAtomValue(complaintPersonalDetailsAtom);
  const details = useAtomValue(complaintDetailsCheckedAtom);
  const query = useAtomValue(complaintQueryCheckedAtom);
  const attemptKey = useAttemptKey(complaintAttemptAtom);
  const clearJourney = useClearComplaintJourney();
  const { signedIn } = usePrefill();
  const journeyStep = { journey: complaintJourneyOf(route), step: 'check-answers' } as const;
  const submission = useLeadSubmission('complaint-lead', journeyStep);
  const navigate = useNavigate();
  // Cleared after a send, while the confirmation is on its way: nothing left to show.
  if (!personalDetails || !details || !query) return null;
  const sections = checkAnswersCopy.sections[facts.kind];

  const send = () => {
    const document = withDeclaredAnswers(
      mapComplaintToLead({ personalDetails, query: query.answers, signedIn }),
      [...(personalDetails.leadAnswers ?? []), ...query.leadAnswers],
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
      clearJourney();
    });
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={complaintMessages.detailsStep.headings[route]}
      sections={[
        {
          heading: sections.details,
          form: detailsForm,
          answers: details.answers,
          changeLink: (field, words) => (
            <Link
              to="/complaints/$complaint"
              params={{ complaint: route }}
              search={{ change: field }}
            >
              {words}
            </Link>
          ),
        },
        {
          heading: sections.query,
          form: queryForm,
          answers: query.answers,
          hiddenFields: facts.asksForSubject ? [] : ['subject'],
          changeLink: (field, words) => (
            <Link
              to="/complaints/$complaint/query"
              params={{ complaint: route }}
              search={{ change: field }}
            >
              {words}
            </Link>
          ),
        },
      ]}
      alert={submission.failed ? <LeadFailureAlert key={submission.attempt} /> : null}
      submitting={submission.isSubmitting}
      beforeSubmit={<SubmittingStatus submitting={submission.isSubmitting} />}
      onAccept={send}
    />
  );
}
