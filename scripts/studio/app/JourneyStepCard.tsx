import { useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { longestStepTitle } from '../../journeys/longest-step-title.ts';
import { SaveOrCancel } from './controls/SaveOrCancel.tsx';
import { TextControl } from './controls/TextControl.tsx';
import { journeyPageIds } from './journey-page-ids.ts';
import type { JourneyEdits } from './journey-edits.ts';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';
import type { StudioJourney, StudioJourneyStep } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { studioPaths } from './studio-paths.ts';

const copy = studioCopy.journeys;

/** The step's heading as a small form: its words, "Save heading" and "Cancel". */
function HeadingForm({
  journey,
  step,
  number,
  edits,
  onClose,
}: {
  journey: StudioJourney;
  step: StudioJourneyStep;
  number: number;
  edits: JourneyEdits;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(step.title);
  const [summaryHeading, setSummaryHeading] = useState(step.summaryHeading);
  return (
    <form
      noValidate
      className="studio-step__form"
      onSubmit={(event) => {
        event.preventDefault();
        const on = { journeyId: journey.id, formId: step.formId };
        const summary = {
          op: 'set-journey-words',
          ...on,
          place: 'summaryHeading',
          words: summaryHeading,
        } as const;
        // Only what changed; with nothing changed, the heading's edit says so.
        const operations =
          summaryHeading === step.summaryHeading
            ? [{ op: 'set-step-title', ...on, title } as const]
            : title === step.title
              ? [summary]
              : [{ op: 'set-step-title', ...on, title } as const, summary];
        edits.apply(operations, [journeyPageIds.step(step.formId)]);
      }}
    >
      <TextControl
        id={journeyPageIds.headingField(step.formId)}
        label={fillMessage(copy.headingLabel, { number })}
        hint={fillMessage(copy.headingHint, { limit: longestStepTitle })}
        value={title}
        onChange={setTitle}
      />
      <TextControl
        id={journeyPageIds.summaryField(step.formId)}
        label={copy.summaryHeadingLabel}
        hint={copy.summaryHeadingHint}
        value={summaryHeading}
        onChange={setSummaryHeading}
      />
      <SaveOrCancel
        save={copy.saveHeading}
        busy={edits.busy}
        cancel={copy.cancel}
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * One step of a declared journey: its heading, address and form, with "Change heading" and
 * "Remove step" (GOV.UK's "Are you sure" first), as the form page's question cards are.
 */
export function JourneyStepCard({
  journey,
  step,
  number,
  edits,
}: {
  journey: StudioJourney;
  step: StudioJourneyStep;
  number: number;
  edits: JourneyEdits;
}) {
  const [changing, setChanging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hidden = (words: string) => (
    <span className="visually-hidden"> {fillMessage(words, { number, title: step.title })}</span>
  );
  const only = journey.steps.length === 1;
  const removable = !only && step.readByCode === undefined;
  return (
    <li className={changing ? 'studio-question studio-question--open' : 'studio-question'}>
      {/* Focus comes here once the step's new heading shows. */}
      <h3 id={journeyPageIds.step(step.formId)} tabIndex={-1}>
        {fillMessage(copy.step, { number, title: step.title })}
      </h3>
      <ul className="studio-question__facts">
        <li>{fillMessage(copy.stepAddress, { address: step.address })}</li>
        <li>{fillMessage(copy.stepSummaryHeading, { heading: step.summaryHeading })}</li>
        <li>
          {copy.stepForm}{' '}
          <a href={studioPaths.form(step.formId)}>{step.formTitle ?? step.formId}</a>
        </li>
      </ul>
      {changing ? (
        <HeadingForm
          journey={journey}
          step={step}
          number={number}
          edits={edits}
          onClose={() => {
            setChanging(false);
            edits.focusSoon([journeyPageIds.changeHeading(step.formId)]);
          }}
        />
      ) : (
        <div className="studio-question__actions">
          <button
            type="button"
            className="button button--secondary"
            id={journeyPageIds.changeHeading(step.formId)}
            onClick={() => {
              setChanging(true);
              edits.focusSoon([journeyPageIds.headingField(step.formId)]);
            }}
          >
            {copy.changeHeading}
            {hidden(copy.stepHiddenOf)}
          </button>
          {removable ? (
            <button
              type="button"
              className="button button--secondary"
              id={journeyPageIds.remove(step.formId)}
              aria-expanded={confirming}
              onClick={() => setConfirming(!confirming)}
            >
              {copy.removeStep}
              {hidden(copy.stepHidden)}
            </button>
          ) : null}
        </div>
      )}
      {only ? <p className="hint">{copy.onlyStep}</p> : null}
      {!only && step.readByCode !== undefined ? (
        <p className="hint">{fillMessage(copy.readByCode, { label: step.readByCode })}</p>
      ) : null}
      {confirming ? (
        <RemoveConfirmation
          warning={fillMessage(copy.removeWarning, { title: step.title })}
          confirm={copy.removeConfirm}
          cancel={copy.removeCancel}
          busy={edits.busy}
          onConfirm={() =>
            edits.apply({ op: 'remove-step', journeyId: journey.id, formId: step.formId }, [
              journeyPageIds.steps(journey.id),
            ])
          }
          onCancel={() => {
            setConfirming(false);
            edits.focusSoon([journeyPageIds.remove(step.formId)]);
          }}
        />
      ) : null}
    </li>
  );
}
