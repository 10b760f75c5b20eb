import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { FailureAlert } from '../../lib/leads/FailureAlert.tsx';
import { journeyMessages } from '../../lib/leads/journey-messages.ts';
import {
  sendingState,
  useJourneySend,
  useKeptWhileLeaving,
} from '../../lib/leads/use-journey-send.ts';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content.ts';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import { checkAnswersCopy } from '../../schema-forms/check-answers-copy.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import { problemsOf, type StepEngine } from '../../schema-forms/composed-step.ts';
import { pageTitle } from '../../site/page-title.ts';
import type { PriceCapMeterReadLead } from './map-meter-read-to-lead.ts';
import {
  meterReadAttemptAtom,
  meterReadCheckedAtom,
  meterReadJourneyAtoms,
} from './meter-read-state.ts';
import { meterReadMessages } from './meter-read-messages.ts';
import { composeMeterRead } from './meter-read-submission.ts';
import { MeterReadUnavailable } from './MeterReadUnavailable.tsx';

const journeyStep = { journey: 'submit-meter-read', step: 'check-answers' } as const;

/**
 * 'Check your answers' of a meter reading: every answer that applies to the fuels chosen,
 * readings with their leading zeros, each with a 'Change' link to the form, composed with the
 * lead by one function from the same answers (meter-read-submission.ts). As the form does, it
 * shows only in meter-read week (SPEC section 2), asked again as the lead leaves; outside it the
 * page says the online form is no longer available, and nothing is sent. 'Accept and send' posts
 * the price-cap lead and goes to submit-meter-read-confirm; a failure shows "Sorry, we're having
 * technical issues right now" with the content's smrErrorTemplate, sanitised, and keeps every
 * answer. The route guard ensures the form's answers are in.
 */
export function MeterReadCheckAnswersPage({ engine }: { readonly engine: StepEngine }) {
  const reading = useAtomValue(meterReadCheckedAtom);
  const submission = useJourneySend({
    source: 'meter-read-lead',
    journeyStep,
    attemptAtom: meterReadAttemptAtom,
    journeyAtoms: meterReadJourneyAtoms,
  });
  const queryClient = useQueryClient();
  // The week's flag and the failure's words are the content's (SPEC section 8).
  const content = useQuery(meterReadContentQuery);
  const [checkingWeek, setCheckingWeek] = useState(false);
  const started = useRef(false);
  const composed = useMemo(
    () => (reading ? composeMeterRead(reading.answers, engine) : undefined),
    [reading, engine],
  );
  // Forgotten once sent, while the confirmation is on its way: what was sent stays in view.
  const shown = useKeptWhileLeaving(composed);
  if (!shown) return null;
  if (content.data?.isMeterReadWeek === false && !submission.isSubmitting) {
    return (
      <div className="page-width">
        <PageHead title={pageTitle(meterReadMessages.pageTitle)} />
        <h1>{meterReadMessages.heading}</h1>
        <MeterReadUnavailable />
      </div>
    );
  }

  // The answers cannot change meanwhile: no 'Change' link is offered while the page is sending.
  const sendInTheWeek = async (lead: PriceCapMeterReadLead) => {
    started.current = true;
    setCheckingWeek(true);
    // Asked again unless just asked; without an answer (offline), the last one known stands.
    const week = await queryClient
      .fetchQuery(meterReadContentQuery)
      .then((latest) => latest.isMeterReadWeek)
      .catch(() => content.data?.isMeterReadWeek ?? true);
    setCheckingWeek(false);
    started.current = false;
    if (!week) return;
    submission.send(lead, () => ({ to: '/submit-meter-read-confirm' }));
  };

  const send = () => {
    if (started.current || !reading) return [];
    // Composed again now: the reading date's window is checked as the lead leaves.
    const now = composeMeterRead(reading.answers, engine);
    const problems = problemsOf([now.reading]);
    if (problems.length === 0) void sendInTheWeek(now.lead);
    return problems;
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={meterReadMessages.heading}
      sections={[
        {
          heading: checkAnswersCopy.sections.meterRead.reading,
          step: shown.reading,
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
      sending={sendingState(submission, checkingWeek || composed === undefined)}
      onAccept={send}
    />
  );
}
