import { useEffect } from 'react';
import { siteCopy } from '../../../site/site-copy.ts';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { helpCopy } from '../help-content-copy.ts';

export interface CannotShowProps {
  readonly error: unknown;
  /** Where the failure happened, for the log (no personal data). */
  readonly source: string;
  readonly onRetry?: () => void;
  /** A whole page's state has the h1; within a page, the heading level that fits there. */
  readonly heading?: 'h1' | 'h2' | 'h3';
  readonly title?: string;
}

/**
 * "This page can't be shown right now", with a retry and ways on (contact, emergencies), for
 * content that failed to load or broke its schema: never a blank screen. Logs the error once.
 */
export function CannotShow({
  error,
  source,
  onRetry,
  heading: Heading = 'h1',
  title,
}: CannotShowProps) {
  useEffect(() => logError(error, { source }), [error, source]);
  const words = siteCopy.cannotShow;
  return (
    <div className="cannot-show">
      <Heading tabIndex={-1}>{title ?? words.title}</Heading>
      <p>{words.body}</p>
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {words.retry}
        </button>
      ) : null}
      <p>{words.waysOn}</p>
      <ul>
        <li>
          <ContentLink href={helpCopy.contactPath}>{words.contactLink}</ContentLink>
        </li>
        <li>
          <ContentLink href={helpCopy.emergenciesPath}>{words.emergenciesLink}</ContentLink>
        </li>
      </ul>
    </div>
  );
}
