import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PageHead } from '../lib/head/PageHead.tsx';
import { pageTitle } from '../site/page-title.ts';
import { checkAnswersCopy } from './check-answers-copy.ts';
import type { ComposedStep, StepProblem } from './composed-step.ts';
import { formCopy } from './form-copy.ts';
import { SummaryList } from './SummaryList.tsx';
import './check-answers.css';
import type { JourneyStep } from '../lib/analytics/journey-events.ts';
import { useStepViewed } from '../lib/analytics/use-step-viewed.ts';

/** One step of a journey on its 'Check your answers' page. */
export interface CheckAnswersSection {
  /** The step's heading on the summary (GOV.UK: a heading per section). */
  readonly heading: string;
  /** The step as the lead is made from it: its rows come from the answers sent. */
  readonly step: ComposedStep<unknown>;
  /**
   * The 'Change' link of one answer, holding `words`: it opens the step focused on `field` and
   * the step's button then comes back here. The link names the step and field, never a value.
   */
  readonly changeLink: (field: string, words: ReactNode) => ReactNode;
}

export interface CheckAnswersPageProps {
  /** Above the heading, naming the journey ('Making a complaint.'). */
  readonly caption?: string;
  readonly sections: readonly CheckAnswersSection[];
  /** A failed send, above the answers. */
  readonly alert?: ReactNode;
  /** While true 'Accept and send' is disabled and reads 'Sending', and no answer may change. */
  readonly submitting: boolean;
  /** Between the declaration and the button: the sending status. */
  readonly beforeSubmit?: ReactNode;
  /**
   * 'Accept and send': the journey composes its answers again and sends them, or returns what
   * its steps' rules now refuse (a date that has left its window), which the page shows.
   */
  readonly onAccept: () => readonly StepProblem[];
  /** The summary as a step of its journey, counted as viewed (issue 32, item 5). */
  readonly journeyStep: JourneyStep;
}

const errorSummaryId = 'check-answers-errors';

/** GOV.UK's error summary on the summary page: each problem links to the answer to change. */
function ProblemSummary({
  problems,
  sections,
}: {
  readonly problems: readonly StepProblem[];
  readonly sections: readonly CheckAnswersSection[];
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), [problems]);
  return (
    <div
      ref={summary}
      className="error-summary"
      role="alert"
      aria-labelledby={`${errorSummaryId}-title`}
      tabIndex={-1}
    >
      <h2 className="error-summary__title" id={`${errorSummaryId}-title`}>
        {formCopy.errorSummaryTitle}
      </h2>
      <ul className="error-summary__list">
        {problems.map(({ formId, error }) => {
          const section = sections.find((candidate) => candidate.step.formId === formId);
          const field = error.pointer.split('/')[1] ?? '';
          return (
            <li key={`${formId}${error.pointer}`}>
              {section ? section.changeLink(field, error.message) : error.message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A journey's 'Check your answers' page (GOV.UK's check answers pattern): every answer of every
 * step under its question, each with a 'Change' link, then 'Accept and send'. The rows are the
 * answers the lead is made from (each journey composes both in one function), so what is shown
 * is what is sent. While they are being sent, no 'Change' link is offered and the page says why.
 */
export function CheckAnswersPage({
  caption,
  sections,
  alert,
  submitting,
  beforeSubmit,
  onAccept,
  journeyStep,
}: CheckAnswersPageProps) {
  useStepViewed(journeyStep);
  const [problems, setProblems] = useState<readonly StepProblem[]>([]);
  const { send } = checkAnswersCopy;
  return (
    <div className="page-width check-answers">
      <PageHead
        title={pageTitle(
          problems.length > 0
            ? `${formCopy.errorTitlePrefix}${checkAnswersCopy.pageTitle}`
            : checkAnswersCopy.pageTitle,
        )}
        robots="noindex,nofollow,noarchive"
      />
      {problems.length > 0 ? <ProblemSummary problems={problems} sections={sections} /> : null}
      {caption ? <p className="caption">{caption}</p> : null}
      <h1>{checkAnswersCopy.heading}</h1>
      {alert}
      {submitting ? (
        <p className="check-answers__sending-note">{send.noChangeWhileSending}</p>
      ) : null}
      {sections.map((section) => {
        const headingId = `check-answers-${section.step.formId}`;
        return (
          <section key={section.step.formId} aria-labelledby={headingId}>
            <h2 id={headingId} className="check-answers__heading">
              {section.heading}
            </h2>
            <SummaryList
              rows={section.step.rows}
              changeLink={submitting ? undefined : section.changeLink}
            />
          </section>
        );
      })}
      <h2 className="check-answers__heading">{send.heading}</h2>
      <p>{send.declaration}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) setProblems(onAccept());
        }}
      >
        {beforeSubmit}
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? send.sending : send.button}
        </button>
      </form>
    </div>
  );
}
