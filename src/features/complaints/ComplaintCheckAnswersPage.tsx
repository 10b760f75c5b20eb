import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { usePrefill } from '../../lib/identity/use-prefill.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import {
  sendingState,
  useJourneySend,
  useKeptWhileLeaving,
} from '../../lib/leads/use-journey-send.ts';
import { checkAnswersCopy } from '../../schema-forms/check-answers-copy.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import { problemsOf, type StepEngine } from '../../schema-forms/composed-step.ts';
import { complaintJourneyOf, type ComplaintRoute } from '../../site/journey-routes.ts';
import {
  complaintAttemptAtom,
  complaintCheckedAtoms,
  complaintJourneyAtoms,
} from './complaint-state.ts';
import { complaintRouteFacts } from './complaint-journey.ts';
import { complaintMessages } from './complaint-messages.ts';
import { composeComplaint } from './complaint-submission.ts';
import './complaints.css';

/**
 * 'Check your answers' of a complaint or enquiry: the details and the query that apply on this
 * route, each answer with a 'Change' link to its step. The rows and the lead are composed by one
 * function from the same answers (complaint-submission.ts), again at the moment of sending.
 * 'Accept and send' posts the lead (one POST per click, never retried behind the customer's
 * back); success forgets the journey and goes to the confirmation with the origin, the
 * response and the extra-support answer; failure keeps every answer and shows the catalogue's
 * alert. The route guard ensures both steps' answers are in.
 */
export function ComplaintCheckAnswersPage({
  route,
  engines,
}: {
  readonly route: ComplaintRoute;
  /** The steps' forms, loaded by the route with what checking their answers needs. */
  readonly engines: { readonly details: StepEngine; readonly query: StepEngine };
}) {
  const facts = complaintRouteFacts[route];
  const details = useAtomValue(complaintCheckedAtoms[route].details);
  const query = useAtomValue(complaintCheckedAtoms[route].query);
  const { signedIn } = usePrefill();
  const journeyStep = { journey: complaintJourneyOf(route), step: 'check-answers' } as const;
  const submission = useJourneySend({
    source: 'complaint-lead',
    journeyStep,
    attemptAtom: complaintAttemptAtom,
    journeyAtoms: complaintJourneyAtoms,
  });
  const composed = useMemo(
    () =>
      details && query
        ? composeComplaint(
            route,
            { details: details.answers, query: query.answers },
            engines,
            signedIn,
          )
        : undefined,
    [route, details, query, engines, signedIn],
  );
  // Forgotten once sent, while the confirmation is on its way: what was sent stays in view.
  const shown = useKeptWhileLeaving(composed);
  if (!shown) return null;
  const sections = checkAnswersCopy.sections[facts.kind];

  const send = () => {
    if (!details || !query) return [];
    // Composed again now: the rules that move with time are checked as the lead leaves.
    const now = composeComplaint(
      route,
      { details: details.answers, query: query.answers },
      engines,
      signedIn,
    );
    const problems = problemsOf([now.details, now.query]);
    if (problems.length > 0) return problems;
    submission.send(now.lead, (response) => ({
      to: '/confirmation',
      // The extra-support answer decides whether the confirmation shows the Priority Services
      // Register; it travels in history state, never in the address (SPEC 1).
      state: {
        leadConfirmation: {
          origin: route,
          response,
          extraSupport: now.details.sent.answers.vulnerabilityConsent,
        },
      },
    }));
    return [];
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={complaintMessages.detailsStep.headings[route]}
      sections={[
        {
          heading: sections.details,
          step: shown.details,
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
          step: shown.query,
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
      alert={<LeadFailureAlert submission={submission} />}
      sending={sendingState(submission, composed === undefined)}
      onAccept={send}
    />
  );
}
