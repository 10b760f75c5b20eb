import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { usePrefill } from '../../lib/identity/use-prefill.ts';
import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import { checkAnswersCopy } from '../../schema-forms/check-answers-copy.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import type { CompiledForm } from '../../schema-forms/compiled-form.ts';
import { useClearFeedbackJourney } from './clear-feedback-journey.ts';
import {
  feedbackAttemptAtom,
  feedbackCreditLeadAnswersAtom,
  feedbackDetailsCheckedAtom,
  feedbackTextAtom,
} from './feedback-drafts.ts';
import { feedbackMessages } from './feedback-messages.ts';
import { lookUpUser } from './look-up-user.ts';
import { mapFeedbackToLead } from './map-feedback-to-lead.ts';

/**
 * 'Check your answers' of feedback: the reason and the details as the customer gave them, each
 * with a 'Change' link to its step. 'Accept and send' runs the users query (its failure does not
 * block), then posts the feedback lead and goes to confirmation with origin 'feedback'; a failure
 * keeps every answer and shows the catalogue's alert. The route guard ensures both are in.
 */
export function FeedbackCheckAnswersPage({
  creditForm,
  detailsForm,
}: {
  /** The steps' forms, which the summary's rows come from. */
  readonly creditForm: CompiledForm;
  readonly detailsForm: CompiledForm;
}) {
  const feedback = useAtomValue(feedbackTextAtom);
  const creditLeadAnswers = useAtomValue(feedbackCreditLeadAnswersAtom);
  const details = useAtomValue(feedbackDetailsCheckedAtom);
  const attemptKey = useAttemptKey(feedbackAttemptAtom);
  const clearJourney = useClearFeedbackJourney();
  const { signedIn } = usePrefill();
  const journeyStep = { journey: 'complaints/feedback', step: 'check-answers' } as const;
  const submission = useLeadSubmission('feedback-lead', journeyStep);
  const navigate = useNavigate();
  // The users query runs before the lead: the page is "sending" from the first press.
  const [lookingUp, setLookingUp] = useState(false);
  const started = useRef(false);
  const submitting = lookingUp || submission.isSubmitting;
  // Cleared after a send, while the confirmation is on its way: nothing left to show.
  if (!feedback || !details) return null;
  const sections = checkAnswersCopy.sections.feedback;

  const send = async () => {
    if (started.current) return;
    started.current = true;
    setLookingUp(true);
    await lookUpUser(details.answers.email);
    setLookingUp(false);
    started.current = false;
    const document = withDeclaredAnswers(
      mapFeedbackToLead({ feedback, details: details.answers, signedIn }),
      [...creditLeadAnswers, ...details.leadAnswers],
    );
    submission.submit({ document, idempotencyKey: attemptKey() }, async (response) => {
      await navigate({
        to: '/confirmation',
        state: { leadConfirmation: { origin: 'feedback', response } },
      });
      clearJourney();
    });
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={feedbackMessages.creditStep.heading}
      sections={[
        {
          heading: sections.credit,
          form: creditForm,
          answers: { feedback },
          changeLink: (field, words) => (
            <Link to="/complaints/feedback" search={{ change: field }}>
              {words}
            </Link>
          ),
        },
        {
          heading: sections.details,
          form: detailsForm,
          answers: details.answers,
          changeLink: (field, words) => (
            <Link to="/complaints/feedback/personal-details" search={{ change: field }}>
              {words}
            </Link>
          ),
        },
      ]}
      alert={submission.failed ? <LeadFailureAlert key={submission.attempt} /> : null}
      submitting={submitting}
      beforeSubmit={<SubmittingStatus submitting={submitting} />}
      onAccept={() => void send()}
    />
  );
}
