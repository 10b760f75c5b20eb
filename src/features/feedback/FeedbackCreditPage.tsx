import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { feedbackDetailsNeeded } from './feedback-details-needed.ts';
import { feedbackCreditCheckedAtom, feedbackCreditDraftAtom } from './feedback-state.ts';
import { feedbackMessages } from './feedback-messages.ts';

/**
 * 'We owe you' (complaints/feedback, SPEC section 2): one required free-text box, the details
 * the next page's form asks for, and the button 'I don't want the refund', which keeps the answer
 * and goes to the personal-details step. Opened by a 'Change' link, it starts on the box and
 * goes back to 'Check your answers'.
 */
export function FeedbackCreditPage({ change }: ChangeAnswerSearch) {
  const [draft, setDraft] = useAtom(feedbackCreditDraftAtom);
  const keepCheckedAnswers = useSetAtom(feedbackCreditCheckedAtom);
  const navigate = useNavigate();
  const { creditStep } = feedbackMessages;
  return (
    <FormStepPage
      title={creditStep.pageTitle}
      journey="complaints/feedback"
      formId="feedback-credit"
      formData={draft}
      onChange={setDraft}
      focusField={change}
      heading={
        <>
          <h1>{creditStep.heading}</h1>
          <p>{creditStep.intro}</p>
          <p>{creditStep.detailsNeededIntro}</p>
          <ul>
            {feedbackDetailsNeeded.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </>
      }
      onSubmit={(credit) => {
        keepCheckedAnswers({ answers: credit });
        void navigate({
          to: change
            ? '/complaints/feedback/check-answers'
            : '/complaints/feedback/personal-details',
        });
      }}
    />
  );
}
