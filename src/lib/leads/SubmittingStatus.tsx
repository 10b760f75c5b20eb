import { journeyMessages } from './journey-messages.ts';
import { useTakingLonger } from './use-taking-longer.ts';
import './lead-submission.css';

/**
 * A polite live region that announces while a lead is being sent. It is always in the page, so
 * screen readers notice when its words change; the form's own submit button is disabled and
 * reads its submitting text meanwhile. A send still waiting after 15 seconds says so, and that
 * the answers are kept, in the same region (GOV.UK: tell users what is happening, politely);
 * the answer, when it comes, goes on as usual and a failure shows its alert instead.
 */
export function SubmittingStatus({ submitting }: { submitting: boolean }) {
  const takingLonger = useTakingLonger(submitting);
  const { announcement, takingLonger: takingLongerText } = journeyMessages.submitting;
  const className = !submitting
    ? 'visually-hidden'
    : takingLonger
      ? 'submitting-status submitting-status--taking-longer'
      : 'submitting-status';
  return (
    <p role="status" className={className}>
      {submitting ? (takingLonger ? takingLongerText : announcement) : ''}
    </p>
  );
}
