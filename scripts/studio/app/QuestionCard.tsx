import { useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import type { PanelContext } from './panel-context.ts';
import { RemoveConfirmation } from './RemoveConfirmation.tsx';
import { QuestionPanel } from './QuestionPanel.tsx';
import type { QuestionView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { questionButtonId, questionHeadingId } from './form-page-ids.ts';

const copy = studioCopy.question;

const whereItGoes = (question: QuestionView): string | undefined => {
  const destination = question.destination;
  if (!destination) return undefined;
  if (destination.kind === 'not-sent')
    return fillMessage(copy.notSent, { reason: destination.reason });
  const place =
    destination.kind === 'lead-place'
      ? destination.to
      : `/additional-information/${destination.name}`;
  return fillMessage(copy.goesTo, { place });
};

/** Moves a question one place up or down; named with the question for a screen reader. */
function MoveButton({
  question,
  direction,
  context,
}: {
  question: QuestionView;
  direction: 'up' | 'down';
  context: PanelContext;
}) {
  const field = question.name;
  return (
    <button
      type="button"
      className="button button--secondary"
      id={questionButtonId(field, direction)}
      disabled={context.busy}
      onClick={() =>
        void context.apply([{ op: 'move-question', formId: context.formId, field, direction }])
      }
    >
      {direction === 'up' ? copy.moveUp : copy.moveDown}
      <span className="visually-hidden">
        {' '}
        {fillMessage(copy.editHidden, { label: question.label })}
      </span>
    </button>
  );
}

/**
 * One question of the form's list: its label, name, kind, whether it is required and where its
 * answer goes; buttons to change it, move it up or down and remove it (after a confirmation).
 * A question placed by the site's code says why, and has no remove button.
 */
export function QuestionCard({
  question,
  position,
  count,
  open,
  onToggle,
  context,
}: {
  question: QuestionView;
  position: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  context: PanelContext;
}) {
  const [confirming, setConfirming] = useState(false);
  const field = question.name;
  const on = { formId: context.formId, field };
  const headingId = questionHeadingId(field);
  const panelId = `question-${field}-panel`;
  const goes = whereItGoes(question);
  return (
    <li className={open ? 'studio-question studio-question--open' : 'studio-question'}>
      {/* Focus comes here once a change to the question shows (focus-after-edit.ts). */}
      <h3 id={headingId} tabIndex={-1}>
        {question.label}
      </h3>
      <ul className="studio-question__facts">
        <li>{fillMessage(copy.name, { name: field })}</li>
        <li>
          {question.kind ? studioCopy.kinds[question.kind] : null}
          {question.kind ? ' · ' : null}
          {question.required ? copy.required : copy.optional}
          {question.conditional && !question.condition ? ` · ${copy.conditional}` : null}
        </li>
        {question.condition ? <li>{question.condition.said}</li> : null}
        {goes ? <li>{goes}</li> : null}
        {question.placedByCode ? (
          <li>{fillMessage(copy.placedByCode, { why: question.placedByCode })}</li>
        ) : null}
      </ul>
      <div className="studio-question__actions">
        <button
          type="button"
          className="button button--secondary"
          id={questionButtonId(field, 'edit')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {open ? copy.close : copy.edit}
          <span className="visually-hidden">
            {' '}
            {fillMessage(copy.editHidden, { label: question.label })}
          </span>
        </button>
        {position > 0 ? <MoveButton question={question} direction="up" context={context} /> : null}
        {position < count - 1 ? (
          <MoveButton question={question} direction="down" context={context} />
        ) : null}
        {question.placedByCode ? null : (
          <button
            type="button"
            className="button button--secondary"
            id={questionButtonId(field, 'remove')}
            aria-expanded={confirming}
            onClick={() => setConfirming(!confirming)}
          >
            {copy.remove}
            <span className="visually-hidden">
              {' '}
              {fillMessage(copy.editHidden, { label: question.label })}
            </span>
          </button>
        )}
      </div>
      {confirming ? (
        <RemoveConfirmation
          warning={fillMessage(copy.removeWarning, { label: question.label })}
          confirm={copy.removeConfirm}
          cancel={copy.cancel}
          busy={context.busy}
          onConfirm={() => void context.apply([{ op: 'remove-question', ...on }])}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
      <div id={panelId} hidden={!open}>
        {open ? (
          <QuestionPanel key={JSON.stringify(question)} question={question} context={context} />
        ) : null}
      </div>
    </li>
  );
}
