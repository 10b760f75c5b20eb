import { Link } from '@tanstack/react-router';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import type { MeterReadContent } from '../../lib/meter-read-content/meter-read-content.ts';
import { contactMessages } from './contact-messages.ts';

/**
 * What meter-read week adds to the direct-debit / pay-on-receipt card: the pill, the HTML
 * template from content (sanitised) and a 'Submit a meter reading' button to the form.
 */
export function MeterReadWeekExtras({ content }: { content: MeterReadContent }) {
  return (
    <div className="meter-read-week">
      <SanitisedHtml
        html={content.contactCardPillTemplate}
        kind="display"
        as="span"
        className="meter-read-week__pill"
      />
      <SanitisedHtml html={content.contactCardTemplate} kind="display" />
      <Link to="/submit-meter-read" className="button">
        {contactMessages.meterReadWeek.submitButton}
      </Link>
    </div>
  );
}
