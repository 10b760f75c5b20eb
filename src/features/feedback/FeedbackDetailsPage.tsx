import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { PersonalDetailsIntro } from '../../lib/leads/PersonalDetailsIntro.tsx';
import { usePrefilledDraft } from '../../lib/storage/use-prefilled-draft.ts';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { feedbackDetailsCheckedAtom, feedbackDetailsDraftAtom } from './feedback-state.ts';
import { feedbackMessages } from './feedback-messages.ts';

/**
 * The feedback details step (complaints/feedback/personal-details, SPEC sections 2 and 4): the
 * personal details (prefilled for signed-in customers) and the address. Its button keeps the
 * answers as checked and goes to 'Check your answers', which sends the lead. Opened by a
 * 'Change' link, it starts on that answer. The route guard ensures the feedback text is cached.
 */
export function FeedbackDetailsPage({ change }: ChangeAnswerSearch) {
  const { draft, setDraft, signedIn, isLoading, showsPrefilled } =
    usePrefilledDraft(feedbackDetailsDraftAtom);
  const keepCheckedAnswers = useSetAtom(feedbackDetailsCheckedAtom);
  const navigate = useNavigate();
  const { detailsStep } = feedbackMessages;

  return (
    <FormStepPage
      title={detailsStep.pageTitle}
      journey="complaints/feedback"
      formId="feedback-details"
      formData={draft}
      onChange={setDraft}
      focusField={change}
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
      onSubmit={(details) => {
        keepCheckedAnswers({ answers: details });
        void navigate({ to: '/complaints/feedback/check-answers' });
      }}
    />
  );
}
