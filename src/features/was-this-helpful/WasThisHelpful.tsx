import { useEffect, useRef } from 'react';
import {
  characterCountStatus,
  characterLimitHint,
} from '../../schema-forms/character-count-status.ts';
import { formCopy } from '../../schema-forms/form-copy.ts';
import { fillMessage } from '../../site/fill-message.ts';
import type { HelpfulSubject } from './helpful-event.ts';
import { part } from './helpful-parts.ts';
import { wasThisHelpfulMessages as words } from './was-this-helpful-messages.ts';
import { wireWasThisHelpful } from './wire-was-this-helpful.ts';
import './was-this-helpful.css';

/** One per page, so its ids are fixed: the prerendered page and the app's rendering agree. */
const ids = {
  question: 'was-this-helpful-question',
  reasonsHint: 'was-this-helpful-reasons-hint',
  comment: 'was-this-helpful-comment',
  commentHint: 'was-this-helpful-comment-hint',
  limit: 'was-this-helpful-comment-limit',
  error: 'was-this-helpful-comment-error',
} as const;

/**
 * "Was this page helpful?" (issue 32), after GOV.UK's "Is this page useful?": Yes or No; after
 * No, the reasons and an optional box that warns against personal details, with GOV.UK's
 * character count; then a thank-you in a live region. The same markup in a prerendered help page
 * and in the app; its behaviour is wire-was-this-helpful.ts, run by the help page's script or
 * here. Hidden where no script runs (decision 038): nothing could send the answer.
 */
export function WasThisHelpful({ subject }: { readonly subject: HelpfulSubject }) {
  const root = useRef<HTMLElement>(null);
  useEffect(() => (root.current ? wireWasThisHelpful(root.current) : undefined), []);
  return (
    <section
      ref={root}
      className="was-this-helpful"
      aria-labelledby={ids.question}
      data-was-this-helpful=""
      data-about={subject.about}
      data-name={subject.name}
      data-category={subject.category}
    >
      <div className="was-this-helpful__prompt" {...part('prompt')}>
        <h2 id={ids.question} className="was-this-helpful__question">
          {words.question}
        </h2>
        <div className="was-this-helpful__answers">
          <button type="button" className="button button--secondary" {...part('yes')}>
            {words.yes} <span className="visually-hidden">{words.yesHidden}</span>
          </button>
          <button type="button" className="button button--secondary" {...part('no')}>
            {words.no} <span className="visually-hidden">{words.noHidden}</span>
          </button>
        </div>
      </div>
      <form className="was-this-helpful__form" noValidate hidden {...part('form')}>
        <fieldset className="was-this-helpful__fieldset" aria-describedby={ids.reasonsHint}>
          <legend className="was-this-helpful__legend">{words.reasonsLegend}</legend>
          <p id={ids.reasonsHint} className="was-this-helpful__hint">
            {words.reasonsHint}
          </p>
          {words.reasons.map((reason) => (
            <div className="was-this-helpful__reason" key={reason.id}>
              <input
                type="checkbox"
                id={`was-this-helpful-reason-${reason.id}`}
                className="was-this-helpful__checkbox"
                name="reason"
                value={reason.id}
                {...part('reason')}
              />
              <label htmlFor={`was-this-helpful-reason-${reason.id}`}>{reason.label}</label>
            </div>
          ))}
        </fieldset>
        <div className="was-this-helpful__group" {...part('comment-group')}>
          <label htmlFor={ids.comment} className="was-this-helpful__label">
            {words.commentLabel}
          </label>
          <p id={ids.commentHint} className="was-this-helpful__hint">
            {words.commentHint}
          </p>
          <p id={ids.error} className="was-this-helpful__error" hidden {...part('error')}>
            <span className="visually-hidden">{formCopy.errorPrefix}</span>{' '}
            {fillMessage(words.tooLong, { limit: words.maxLength })}
          </p>
          <textarea
            id={ids.comment}
            name="was-this-helpful-comment"
            className="was-this-helpful__comment"
            rows={4}
            aria-describedby={`${ids.commentHint} ${ids.limit}`}
            {...part('comment')}
          />
          <div id={ids.limit} className="visually-hidden">
            {characterLimitHint(words.maxLength)}
          </div>
          <p className="was-this-helpful__count" aria-hidden="true" {...part('count')}>
            {characterCountStatus(0, words.maxLength)}
          </p>
          <div className="visually-hidden" aria-live="polite" {...part('announce')} />
        </div>
        <button type="submit" className="button">
          {words.send}
        </button>
      </form>
      <p className="was-this-helpful__thanks" role="status" tabIndex={-1} {...part('thanks')} />
    </section>
  );
}
