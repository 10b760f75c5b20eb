import { journeyMessages } from './journey-messages';
import './lead-submission.css';

export interface SubmitButtonProps {
  /** The button's words when idle, e.g. 'Submit' or "I don't want the refund". */
  readonly label: string;
  readonly submitting: boolean;
}

/**
 * A form's submit button that is disabled and says so while the lead is in flight (GOV.UK
 * "prevent double click"), with a polite live region that announces the sending state. The live
 * region is always in the page, so screen readers notice when its words change.
 */
export function SubmitButton({ label, submitting }: SubmitButtonProps) {
  return (
    <div className="submit-button">
      <button type="submit" className="submit-button__button" disabled={submitting}>
        {submitting ? journeyMessages.submitting.button : label}
      </button>
      <p role="status" className="submit-button__status">
        {submitting ? journeyMessages.submitting.announcement : ''}
      </p>
    </div>
  );
}
