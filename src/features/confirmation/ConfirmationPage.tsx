import { Link } from '@tanstack/react-router';
import { PageHead } from '../../lib/head/PageHead.tsx';
import type { LeadConfirmation } from '../../lib/leads/lead-confirmation.ts';
import { confirmationMessages } from './confirmation-messages.ts';
import './confirmation.css';
import { pageTitle } from '../../site/page-title.ts';

export interface ConfirmationPageProps {
  readonly confirmation: LeadConfirmation;
}

/**
 * The confirmation page (SPEC section 2): the reference number (the response id), the email
 * note and the words for the origin, in the GOV.UK confirmation-panel pattern. Never indexed.
 */
export function ConfirmationPage({ confirmation }: ConfirmationPageProps) {
  const words = confirmationMessages.byOrigin[confirmation.origin];
  return (
    <div className="page-width">
      <PageHead
        title={pageTitle(confirmationMessages.pageTitle)}
        robots="noindex,nofollow,noarchive"
      />
      <div className="confirmation-panel">
        <h1 className="confirmation-panel__title">{words.heading}</h1>
        <p className="confirmation-panel__body">
          {confirmationMessages.referenceLabel}
          <br />
          <strong className="confirmation-panel__reference">{confirmation.response.id}</strong>
        </p>
      </div>
      <p>{words.emailSent}</p>
      <h2>{confirmationMessages.whatNextHeading}</h2>
      {words.nextSteps.map((step) => (
        <p key={step}>{step}</p>
      ))}
      <p>
        <Link to="/">{confirmationMessages.homeLink}</Link>
      </p>
    </div>
  );
}
