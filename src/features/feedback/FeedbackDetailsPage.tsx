import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { withDeclaredAnswers, type DeclaredAnswer } from '../../lib/leads/declared-answers.ts';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import { PersonalDetailsIntro } from '../../lib/leads/PersonalDetailsIntro.tsx';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import { usePrefilledDraft } from '../../lib/storage/use-prefilled-draft.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import type { FeedbackDetailsData } from '../../schema-forms/form-data.ts';
import { useClearFeedbackJourney } from './clear-feedback-journey.ts';
import {
  feedbackAttemptAtom,
  feedbackCreditLeadAnswersAtom,
  feedbackDetailsDraftAtom,
  feedbackTextAtom,
} from './feedback-drafts.ts';
import { feedbackMessages } from './feedback-messages.ts';
import { lookUpUser } from './look-up-user.ts';
import { mapFeedbackToLead } from './map-feedback-to-lead.ts';

/**
 * The feedback details step (complaints/feedback/personal-details, SPEC sections 2 and 4): the
 * personal details (prefilled for signed-in customers) and the address. Submit runs the users
 * query (its failure does not block), then posts the feedback lead and goes to confirmation with
 * origin 'feedback'. The route guard ensures the feedback text is cached.
 */
export function FeedbackDetailsPage() {
  const { draft, setDraft, signedIn, isLoading, showsPrefilled } =
    usePrefilledDraft(feedbackDetailsDraftAtom);
  const feedback = useAtomValue(feedbackTextAtom);
  const creditLeadAnswers = useAtomValue(feedbackCreditLeadAnswersAtom);
  const attemptKey = useAttemptKey(feedbackAttemptAtom);
  const clearJourney = useClearFeedbackJourney();
  const submission = useLeadSubmission('feedback-lead', {
    journey: 'complaints/feedback',
    step: 'feedback-details',
  });
  const navigate = useNavigate();
  // The users query runs before the lead: the form is "submitting" from the first click.
  const [lookingUp, setLookingUp] = useState(false);
  const started = useRef(false);
  const submitting = lookingUp || submission.isSubmitting;
  const { detailsStep } = feedbackMessages;

  const send = async (details: FeedbackDetailsData, leadAnswers?: readonly DeclaredAnswer[]) => {
    if (!feedback || started.current) return;
    started.current = true;
    setLookingUp(true);
    await lookUpUser(details.email);
    setLookingUp(false);
    started.current = false;
    const document = withDeclaredAnswers(mapFeedbackToLead({ feedback, details, signedIn }), [
      ...creditLeadAnswers,
      ...(leadAnswers ?? []),
    ]);
    submission.submit({ document, idempotencyKey: attemptKey() }, async (response) => {
      await navigate({
        to: '/confirmation',
        state: { leadConfirmation: { origin: 'feedback', response } },
      });
      // Cleared once the form has gone: a mounted form would save its defaults again.
      clearJourney();
    });
  };

  return (
    <FormStepPage
      title={detailsStep.pageTitle}
      journey="complaints/feedback"
      formId="feedback-details"
      formData={draft}
      onChange={setDraft}
      heading={
        <>
          <h1>{detailsStep.heading}</h1>
          <PersonalDetailsIntro
            signedIn={signedIn}
            showsPrefilled={showsPrefilled}
            prefillLoading={isLoading}
          />
        </>
      }
      alert={submission.failed ? <LeadFailureAlert key={submission.attempt} /> : null}
      submitting={submitting}
      beforeSubmit={<SubmittingStatus submitting={submitting} />}
      onSubmit={(details, leadAnswers) => void send(details, leadAnswers)}
    />
  );
}
