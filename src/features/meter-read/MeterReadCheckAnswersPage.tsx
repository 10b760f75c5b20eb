import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { withDeclaredAnswers } from '../../lib/leads/declared-answers.ts';
import { FailureAlert } from '../../lib/leads/FailureAlert.tsx';
import { useAttemptKey } from '../../lib/leads/journey-attempt.ts';
import { journeyMessages } from '../../lib/leads/journey-messages.ts';
import { SubmittingStatus } from '../../lib/leads/SubmittingStatus.tsx';
import { useLeadSubmission } from '../../lib/leads/use-lead-submission.ts';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content.ts';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import { checkAnswersCopy } from '../../schema-forms/check-answers-copy.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import type { CompiledForm } from '../../schema-forms/compiled-form.ts';
import { mapMeterReadToLead } from './map-meter-read-to-lead.ts';
import {
  meterReadAttemptAtom,
  meterReadCheckedAtom,
  meterReadDraftAtom,
} from './meter-read-drafts.ts';
import { meterReadMessages } from './meter-read-messages.ts';

/**
 * 'Check your answers' of a meter reading: every answer as given, readings with their leading
 * zeros, each with a 'Change' link to the form. 'Accept and send' posts the price-cap lead and
 * goes to submit-meter-read-confirm; a failure shows "Sorry, we're having technical issues right
 * now" with the content's smrErrorTemplate, sanitised, and keeps every answer. The route guard
 * ensures the form's answers are in.
 */
export function MeterReadCheckAnswersPage({
  form,
}: {
  /** The meter-read form, which the summary's rows come from. */
  readonly form: CompiledForm;
}) {
  const [reading, setReading] = useAtom(meterReadCheckedAtom);
  const [, setDraft] = useAtom(meterReadDraftAtom);
  const [, setAttempt] = useAtom(meterReadAttemptAtom);
  const attemptKey = useAttemptKey(meterReadAttemptAtom);
  const journeyStep = { journey: 'submit-meter-read', step: 'check-answers' } as const;
  const submission = useLeadSubmission('meter-read-lead', journeyStep);
  // The failure's words are the content's (SPEC section 8), fetched as the form's page does.
  const content = useQuery(meterReadContentQuery);
  const navigate = useNavigate();
  // Cleared after a send, while the confirmation is on its way: nothing left to show.
  if (!reading) return null;

  const send = () => {
    const document = withDeclaredAnswers(mapMeterReadToLead(reading.answers), reading.leadAnswers);
    submission.submit({ document, idempotencyKey: attemptKey() }, async () => {
      await navigate({ to: '/submit-meter-read-confirm' });
      setDraft(RESET);
      setReading(RESET);
      setAttempt(RESET);
    });
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={meterReadMessages.heading}
      sections={[
        {
          heading: checkAnswersCopy.sections.meterRead.reading,
          form,
          answers: reading.answers,
          changeLink: (field, words) => (
            <Link to="/submit-meter-read" search={{ change: field }}>
              {words}
            </Link>
          ),
        },
      ]}
      alert={
        submission.failed ? (
          <FailureAlert key={submission.attempt} title={meterReadMessages.failureTitle}>
            {content.data ? (
              <SanitisedHtml html={content.data.smrErrorTemplate} kind="display" />
            ) : (
              <p>{journeyMessages.leadFailure.description}</p>
            )}
          </FailureAlert>
        ) : null
      }
      submitting={submission.isSubmitting}
      beforeSubmit={<SubmittingStatus submitting={submission.isSubmitting} />}
      onAccept={send}
    />
  );
}
