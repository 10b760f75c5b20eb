import type { ReactNode } from 'react';
import { PageHead } from '../lib/head/PageHead.tsx';
import { pageTitle } from '../site/page-title.ts';
import { checkAnswersCopy } from './check-answers-copy.ts';
import type { CompiledForm } from './compiled-form.ts';
import { createFormEngine, type AnyFormData, type FormEngine } from './form-engine.ts';
import { SummaryList } from './SummaryList.tsx';
import './check-answers.css';
import type { JourneyStep } from '../lib/analytics/journey-events.ts';
import { useStepViewed } from '../lib/analytics/use-step-viewed.ts';

/** One step of a journey on its 'Check your answers' page. */
export interface CheckAnswersSection {
  /** The step's heading on the summary (GOV.UK: a heading per section). */
  readonly heading: string;
  /** The step's compiled form, loaded by the route (preloadForm), so the page never suspends. */
  readonly form: CompiledForm;
  /** The step's checked answers, as its form accepted them. */
  readonly answers: object;
  /** Top-level fields this journey's step leaves out. */
  readonly hiddenFields?: readonly string[];
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
  /** While true 'Accept and send' is disabled and reads 'Sending'. */
  readonly submitting: boolean;
  /** Between the declaration and the button: the sending status. */
  readonly beforeSubmit?: ReactNode;
  /** 'Accept and send': the journey sends its lead. */
  readonly onAccept: () => void;
  /** The summary as a step of its journey, counted as viewed (issue 32, item 5). */
  readonly journeyStep: JourneyStep;
}

const engines = new WeakMap<CompiledForm, FormEngine>();

/** A form's engine, made once per compiled form (its resolver decides which questions apply). */
function engineOf(compiled: CompiledForm): FormEngine {
  let engine = engines.get(compiled);
  if (!engine) {
    engine = createFormEngine(compiled);
    engines.set(compiled, engine);
  }
  return engine;
}

function Sections({ sections }: { readonly sections: readonly CheckAnswersSection[] }) {
  return sections.map((section) => {
    const headingId = `check-answers-${section.form.formId}`;
    return (
      <section key={section.form.formId} aria-labelledby={headingId}>
        <h2 id={headingId} className="check-answers__heading">
          {section.heading}
        </h2>
        <SummaryList
          engine={engineOf(section.form)}
          answers={section.answers as AnyFormData}
          hiddenFields={section.hiddenFields}
          changeLink={section.changeLink}
        />
      </section>
    );
  });
}

/**
 * A journey's 'Check your answers' page (GOV.UK's check answers pattern): every answer of every
 * step under its question, generated from the steps' forms, each with a 'Change' link, then
 * 'Accept and send'. Each journey's route gives it the steps' checked answers and sends the
 * lead; the answers themselves stay in sessionStorage until the lead is accepted.
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
  const { send } = checkAnswersCopy;
  return (
    <div className="page-width check-answers">
      <PageHead title={pageTitle(checkAnswersCopy.pageTitle)} robots="noindex,nofollow,noarchive" />
      {caption ? <p className="caption">{caption}</p> : null}
      <h1>{checkAnswersCopy.heading}</h1>
      {alert}
      <Sections sections={sections} />
      <h2 className="check-answers__heading">{send.heading}</h2>
      <p>{send.declaration}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) onAccept();
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
