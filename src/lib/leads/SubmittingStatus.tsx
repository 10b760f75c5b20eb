import { journeyMessages } from './journey-messages.ts';
import './lead-submission.css';

/**
 * A polite live region that announces while a lead is being sent. It is always in the page, so
 * screen readers notice when its words change; the form's own submit button is disabled and
 * reads its submitting text meanwhile.
 */
export function SubmittingStatus({ submitting }: { submitting: boolean }) {
  return (
    <p role="status" className={submitting ? 'submitting-status' : 'visually-hidden'}>
      {submitting ? journeyMessages.submitting.announcement : ''}
    </p>
  );
}
