import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
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
import {
  feedbackAttemptAtom,
  feedbackCreditCheckedAtom,
  feedbackDetailsCheckedAtom,
  feedbackJourneyAtoms,
} from './feedback-state.ts';
import { feedbackMessages } from './feedback-messages.ts';
import { composeFeedback } from './feedback-submission.ts';
import { lookUpUser } from './look-up-user.ts';
import type { FeedbackLead } from './map-feedback-to-lead.ts';

const journeyStep = { journey: 'complaints/feedback', step: 'check-answers' } as const;

/**
 * 'Check your answers' of feedback: the reason and the details as the customer gave them, each
 * with a 'Change' link to its step, composed with the lead by one function from the same answers
 * (feedback-submission.ts). 'Accept and send' runs the users query (whose answer the lead does
 * not need: its failure or silence never blocks), then posts the feedback lead; success forgets
 * the journey and goes to confirmation with origin 'feedback'; a failure keeps every answer and
 * shows the catalogue's alert. The route guard ensures both steps' answers are in.
 */
export function FeedbackCheckAnswersPage({
  engines,
}: {
  /** The steps' forms, loaded by the route with what checking their answers needs. */
  readonly engines: { readonly credit: StepEngine; readonly details: StepEngine };
}) {
  const credit = useAtomValue(feedbackCreditCheckedAtom);
  const details = useAtomValue(feedbackDetailsCheckedAtom);
  const { signedIn } = usePrefill();
  const submission = useJourneySend({
    source: 'feedback-lead',
    journeyStep,
    attemptAtom: feedbackAttemptAtom,
    journeyAtoms: feedbackJourneyAtoms,
  });
  // The users query runs before the lead: the page is "sending" from the first press.
  const [lookingUp, setLookingUp] = useState(false);
  const started = useRef(false);
  const composed = useMemo(
    () =>
      credit && details
        ? composeFeedback({ credit: credit.answers, details: details.answers }, engines, signedIn)
        : undefined,
    [credit, details, engines, signedIn],
  );
  // Forgotten once sent, while the confirmation is on its way: what was sent stays in view.
  const shown = useKeptWhileLeaving(composed);
  if (!shown) return null;
  const sections = checkAnswersCopy.sections.feedback;

  // The answers cannot change meanwhile: no 'Change' link is offered while the page is sending.
  const lookUpThenSend = async (lead: FeedbackLead, email: string) => {
    started.current = true;
    setLookingUp(true);
    await lookUpUser(email);
    setLookingUp(false);
    started.current = false;
    submission.send(lead, (response) => ({
      to: '/confirmation',
      state: { leadConfirmation: { origin: 'feedback', response } },
    }));
  };

  const send = () => {
    if (started.current || !credit || !details) return [];
    // Composed again now: the rules that move with time are checked as the lead leaves.
    const now = composeFeedback(
      { credit: credit.answers, details: details.answers },
      engines,
      signedIn,
    );
    const problems = problemsOf([now.credit, now.details]);
    if (problems.length === 0) void lookUpThenSend(now.lead, now.details.sent.answers.email);
    return problems;
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={feedbackMessages.creditStep.heading}
      sections={[
        {
          heading: sections.credit,
          step: shown.credit,
          changeLink: (field, words) => (
            <Link to="/complaints/feedback" search={{ change: field }}>
              {words}
            </Link>
          ),
        },
        {
          heading: sections.details,
          step: shown.details,
          changeLink: (field, words) => (
            <Link to="/complaints/feedback/personal-details" search={{ change: field }}>
              {words}
            </Link>
          ),
        },
      ]}
      alert={<LeadFailureAlert submission={submission} />}
      sending={sendingState(submission, lookingUp || composed === undefined)}
      onAccept={send}
    />
  );
}
