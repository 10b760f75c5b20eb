import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import { FailureAlert } from '../../lib/leads/FailureAlert.tsx';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import type { MeterReadContent } from '../../lib/meter-read-content/meter-read-content.ts';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import { SchemaForm } from '../../schema-forms/SchemaForm.tsx';
import { mapMeterReadToLead } from './map-meter-read-to-lead.ts';
import { meterReadAttemptAtom, meterReadDraftAtom } from './meter-read-drafts.ts';
import { meterReadMessages } from './meter-read-messages.ts';
import { pageTitle } from '../../site/page-title.ts';
import type { JourneyStep } from '../../lib/analytics/journey-events.ts';

/** The meter read is a journey of one step (issue 32, item 5). */
const meterReadStep: JourneyStep = { journey: 'submit-meter-read', step: 'meter-read' };

/**
 * The meter-read form in meter-read week: fuel and Economy 7 branches come from its schema.
 * Submit posts the price-cap lead and goes to submit-meter-read-confirm; a failure shows
 * "Sorry, we're having technical issues right now" with the content's smrErrorTemplate,
 * sanitised, and keeps every answer.
 */
export function MeterReadForm({ content }: { content: MeterReadContent }) {
  const [draft, setDraft] = useAtom(meterReadDraftAtom);
  const [, setAttempt] = useAtom(meterReadAttemptAtom);
  const attemptKey = useAttemptKey(meterReadAttemptAtom);
  const submission = useLeadSubmission('meter-read-lead', meterReadStep);
  const navigate = useNavigate();
  const title = pageTitle(meterReadMessages.pageTitle);

  return (
    <SchemaForm
      formId="meter-read"
      journeyStep={meterReadStep}
      formData={draft}
      onChange={setDraft}
      pageTitle={title}
      alert={
        submission.failed ? (
          <FailureAlert key={submission.attempt} title={meterReadMessages.failureTitle}>
            <SanitisedHtml html={content.smrErrorTemplate} kind="display" />
          </FailureAlert>
        ) : null
      }
      submitting={submission.isSubmitting}
      beforeSubmit={<SubmittingStatus submitting={submission.isSubmitting} />}
      onSubmit={(reading, leadAnswers) => {
        const document = withDeclaredAnswers(mapMeterReadToLead(reading), leadAnswers ?? []);
        submission.submit({ document, idempotencyKey: attemptKey() }, async () => {
          // Cleared once the form has gone: a mounted form would save its defaults again.
          await navigate({ to: '/submit-meter-read-confirm' });
          setDraft(RESET);
          setAttempt(RESET);
        });
      }}
    />
  );
}
