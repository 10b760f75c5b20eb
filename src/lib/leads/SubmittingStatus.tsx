import { contactOptions } from '../../site/contact-options.ts';
import { journeyMessages } from './journey-messages.ts';
import './lead-submission.css';

/**
 * A polite live region that announces while a lead is being sent. It is always in the page, so
 * screen readers notice when its words change; the form's own submit button is disabled and
 * reads its submitting text meanwhile. A send still waiting after 15 seconds says so, and that
 * the answers are kept (GOV.UK: tell users what is happening, politely); below the region the
 * customer may then send again (the same lead and key, so it is received once) or find another
 * way to reach us. The answer, when it comes, goes on as usual; a failure shows its alert.
 */
export function SubmittingStatus({
  submitting,
  takingLonger,
  onSendAgain,
}: {
  readonly submitting: boolean;
  readonly takingLonger: boolean;
  readonly onSendAgain: () => void;
}) {
  const words = journeyMessages.submitting;
  const waitingLong = submitting && takingLonger;
  const className = !submitting
    ? 'visually-hidden'
    : waitingLong
      ? 'submitting-status submitting-status--taking-longer'
      : 'submitting-status';
  return (
    <>
      <p role="status" className={className}>
        {submitting ? (waitingLong ? words.takingLonger : words.announcement) : ''}
      </p>
      {waitingLong ? (
        <div className="submitting-status__ways-on">
          <button type="button" className="button button--secondary" onClick={onSendAgain}>
            {words.sendAgain}
          </button>
          <p>{words.otherWays}</p>
          <ul>
            {contactOptions.map((option) => (
              <li key={option.href}>
                <a href={option.href}>{option.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
