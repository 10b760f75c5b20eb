import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { config } from '../../app/config';
import { PageHead } from '../../lib/head/PageHead';
import { SchemaForm } from '../../schema-forms/SchemaForm';
import { feedbackDetailsNeeded } from './feedback-details-needed';
import { feedbackCreditDraftAtom, feedbackTextAtom } from './feedback-drafts';
import { feedbackMessages } from './feedback-messages';

/**
 * 'We owe you' (complaints/feedback, SPEC section 2): one required free-text box, the details
 * the next page's form asks for, and the button 'I don't want the refund', which caches the text
 * and goes to the personal-details step.
 */
export function FeedbackCreditPage() {
  const [draft, setDraft] = useAtom(feedbackCreditDraftAtom);
  const cacheFeedbackText = useSetAtom(feedbackTextAtom);
  const navigate = useNavigate();
  const { creditStep } = feedbackMessages;
  const pageTitle = `${creditStep.pageTitle} - Help & Support - ${config.brandName}`;
  return (
    <div className="page-width">
      <PageHead title={pageTitle} />
      <SchemaForm
        formId="feedback-credit"
        formData={draft}
        onChange={setDraft}
        pageTitle={pageTitle}
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
        onSubmit={({ feedback }) => {
          cacheFeedbackText(feedback);
          void navigate({ to: '/complaints/feedback/personal-details' });
        }}
      />
    </div>
  );
}
