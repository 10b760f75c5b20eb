import { ContactOptionList } from '../recovery/ContactOptionList.tsx';
import { journeyMessages } from './journey-messages.ts';
import './lead-submission.css';

/** Where a send stands, as the page shows it. */
export interface SendingState {
  readonly submitting: boolean;
  /** Waiting for 15 seconds or more. */
  readonly takingLonger: boolean;
  /** Sends the same lead again, with the same key. */
  readonly onSendAgain: () => void;
}

/**
 * A polite live region that announces while a lead is being sent. It is always in the page, so
 * screen readers notice when its words change; the form's own submit button is disabled and
 * reads its submitting text meanwhile. A send still waiting after 15 seconds says so, and that
 * the answers are kept (GOV.UK: tell users what is happening, politely); below the region the
 * customer may then send again (the same lead and key, so it is received once) or find another
 * way to reach us. The answer, when it comes, goes on as usual; a failure shows its alert.
 */
export function SubmittingStatus({ submitting, takingLonger, onSendAgain }: SendingState) {
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
          <ContactOptionList />
        </div>
      ) : null}
    </>
  );
}
