import { useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { exampleHeadingId, exampleIdPrefix } from './example-ids.ts';
import { answerText } from './example-answer-text.ts';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';
import { ExampleForm } from './ExampleForm.tsx';
import type { PanelContext } from './panel-context.ts';
import type { QuestionView, StudioExampleView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.examples;

/** An answer as the card says it: an address by its one line, others as written. */
const answerWords = (value: unknown) =>
  typeof value === 'object' && value !== null && 'address' in value
    ? String((value as { address: unknown }).address)
    : answerText(value);

/** The check's verdict on the example, with the errors the customer would read. */
function Verdict({ example }: { example: StudioExampleView }) {
  const errors = example.errors.map((error) =>
    fillMessage(copy.errorLine, {
      label: error.label,
      message: error.message ?? fillMessage(copy.noMessage, { rule: error.rule }),
    }),
  );
  const said = example.asLabelled
    ? example.valid
      ? copy.accepted
      : copy.turnedAway
    : example.valid
      ? copy.wronglyTurnedAway
      : copy.wronglyJudged;
  return (
    <div className={example.asLabelled ? 'studio-verdict' : 'studio-verdict studio-verdict--wrong'}>
      <p>{said}</p>
      {errors.length > 0 ? (
        <ul className="bullet-list">
          {errors.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * One example of the form: whether it should be accepted, the check's verdict on it, its answers
 * and the lead it sends; buttons to change it (its form opens in place, or when the error
 * summary's link to one of its answers is followed) and remove it (after a confirmation).
 */
export function ExampleCard({
  example,
  questions,
  context,
  opened,
}: {
  example: StudioExampleView;
  questions: readonly QuestionView[];
  context: PanelContext;
  /** Counts the error summary's asks to open its change form (a finding about an answer). */
  opened?: number;
}) {
  const [changing, setChanging] = useState(false);
  // Each new ask opens the form (adjusted while rendering, as React advises, not in an effect).
  const [asked, setAsked] = useState(opened);
  if (opened !== asked) {
    setAsked(opened);
    if (opened) setChanging(true);
  }
  const [confirming, setConfirming] = useState(false);
  const idPrefix = exampleIdPrefix(example.index);
  const hidden = (
    <span className="visually-hidden"> {fillMessage(copy.hidden, { name: example.name })}</span>
  );
  const answered = questions.filter((question) => example.data[question.name] !== undefined);
  return (
    <li className="studio-question">
      <h3 id={exampleHeadingId(example.name)} tabIndex={-1}>
        {example.name}
      </h3>
      <p>{example.valid ? copy.validFact : copy.invalidFact}</p>
      <Verdict example={example} />
      <h4>{copy.answersTitle}</h4>
      <dl className="studio-answers">
        {answered.map((question) => (
          <div key={question.name}>
            <dt>{question.label}</dt>
            <dd>{answerWords(example.data[question.name])}</dd>
          </div>
        ))}
      </dl>
      {example.leads.length === 0 && !example.valid ? <p>{copy.noLead}</p> : null}
      {/* Folded, so thirteen examples' leads do not make the page thirteen leads long. */}
      {example.leads.map((sent) => (
        <details key={sent.journey} className="studio-example-lead">
          <summary>{fillMessage(copy.leadTitle, { journey: sent.journey })}</summary>
          <pre>{JSON.stringify(sent.lead, null, 2)}</pre>
        </details>
      ))}
      <div className="studio-question__actions">
        <button
          type="button"
          className="button button--secondary"
          id={`${idPrefix}-change`}
          aria-expanded={changing}
          aria-controls={`${idPrefix}-form`}
          onClick={() => setChanging(!changing)}
        >
          {changing ? copy.close : copy.change}
          {hidden}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={confirming}
          onClick={() => setConfirming(!confirming)}
        >
          {copy.remove}
          {hidden}
        </button>
      </div>
      {confirming ? (
        <RemoveConfirmation
          warning={fillMessage(copy.removeWarning, { name: example.name })}
          confirm={copy.removeConfirm}
          cancel={copy.cancel}
          busy={context.busy}
          onConfirm={() =>
            void context.apply([
              { op: 'remove-example', formId: context.formId, index: example.index },
            ])
          }
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <div id={`${idPrefix}-form`} hidden={!changing}>
        {changing ? (
          <ExampleForm
            idPrefix={idPrefix}
            questions={questions}
            example={example}
            submit={copy.save}
            busy={context.busy}
            onCancel={() => setChanging(false)}
            onSave={(words) =>
              void context
                .apply([
                  { op: 'set-example', formId: context.formId, index: example.index, ...words },
                ])
                .then((made) => {
                  if (made) setChanging(false);
                })
            }
          />
        ) : null}
      </div>
    </li>
  );
}
