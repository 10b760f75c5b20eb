import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHead } from '../../lib/head/PageHead.tsx';
import type { LeadConfirmation } from '../../lib/leads/lead-confirmation.ts';
import { ContentLink, isOtherHost } from '../../lib/navigation/ContentLink.tsx';
import {
  confirmationMessages,
  type LinkedParagraph,
  type OriginConfirmationMessages,
} from './confirmation-messages.ts';
import './confirmation.css';
import { pageTitle } from '../../site/page-title.ts';

export interface ConfirmationPageProps {
  /** The reference, and for a complaint its origin and extra-support answer. */
  readonly confirmation: Pick<LeadConfirmation, 'response' | 'extraSupport'> &
    Partial<Pick<LeadConfirmation, 'origin'>>;
  /** What it says, where the origin does not tell: a journey declared as data (decision 055). */
  readonly words?: OriginConfirmationMessages;
  /** What the route puts at the page's foot ("Was this page helpful?"). */
  readonly after?: ReactNode;
}

/**
 * The confirmation page (SPEC section 2), in GOV.UK's confirmation page pattern: a panel with the
 * reference number (the response id), the email note, then "What happens next": the words for the
 * origin, how to take a complaint to the Energy Ombudsman, the Priority Services Register for a
 * customer who asked us to record extra support, and a way to print or save the page. Never
 * indexed.
 */
export function ConfirmationPage({ confirmation, words: given, after }: ConfirmationPageProps) {
  const words =
    given ?? (confirmation.origin && confirmationMessages.byOrigin[confirmation.origin]);
  if (!words) return null;
  return (
    <div className="page-width confirmation">
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
      {words.takingItFurther ? (
        <LinkedParagraphs words={confirmationMessages.takingItFurther} />
      ) : null}
      {confirmation.extraSupport ? (
        <LinkedParagraphs words={confirmationMessages.extraSupport} />
      ) : null}
      {/* Rendered by the app only, so the button exists only where its script runs. */}
      <p className="confirmation__print">
        <button type="button" className="link-button" onClick={() => window.print()}>
          {confirmationMessages.printLink}
        </button>
      </p>
      <p className="confirmation__home">
        <Link to="/">{confirmationMessages.homeLink}</Link>
      </p>
      {after}
    </div>
  );
}

/** A paragraph and its link; a link to another organisation's site says so to screen readers. */
function LinkedParagraphs({ words }: { readonly words: LinkedParagraph }) {
  const { label, href } = words.link;
  return (
    <>
      <p>{words.text}</p>
      <p>
        <ContentLink
          href={href}
          externalHint={isOtherHost(href) ? confirmationMessages.externalHint : undefined}
        >
          {label}
        </ContentLink>
      </p>
    </>
  );
}
