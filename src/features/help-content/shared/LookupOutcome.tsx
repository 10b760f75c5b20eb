import { useEffect } from 'react';
import { config } from '../../../site/config.ts';
import { PageNotFoundRedirect } from '../../../lib/navigation/PageNotFoundRedirect.tsx';
import { leaveSite } from '../../../lib/navigation/leave-site.ts';
import type { HelpPageLookup } from '../categories/load-help-pages.ts';

/**
 * What to show when an address is not a help page here: an unknown category or article goes
 * to /page-not-found.html (SPEC section 8); an external category's address goes to its page.
 */
export function LookupOutcome({
  lookup,
}: {
  readonly lookup: Extract<HelpPageLookup, { kind: 'not-found' | 'external' }>;
}) {
  if (lookup.kind === 'not-found') {
    return <PageNotFoundRedirect to={config.externalLinks.pageNotFound} />;
  }
  return <LeaveForExternalCategory link={lookup.link} title={lookup.title} />;
}

function LeaveForExternalCategory({
  link,
  title,
}: {
  readonly link: string;
  readonly title: string;
}) {
  useEffect(() => leaveSite(link), [link]);
  return (
    <div className="page-width">
      <h1 tabIndex={-1}>{title}</h1>
      <p>
        <a href={link}>{title}</a>
      </p>
    </div>
  );
}
