import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { config } from '../../app/config';
import { siteCopy } from '../../app/site-copy';
import { PageHead } from '../../lib/head/PageHead';
import { LoadingStatus } from '../../lib/loading/LoadingStatus';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml';
import { logError } from '../../lib/telemetry/log-error';
import { meterReadMessages } from './meter-read-messages';
import { MeterReadUnavailable } from './MeterReadUnavailable';
import { MeterReadForm } from './MeterReadForm';
import { useUrlPrefill } from './use-url-prefill';
import './meter-read.css';

/**
 * The meter-read page (SPEC section 2): the form only when the content flag isMeterReadWeek is
 * true, otherwise the unavailable message. While the flag is fetched a loading state is
 * announced; if it cannot be fetched the page says so and offers to try again. Prefill
 * parameters in the URL are taken into the draft and removed from the address bar at once.
 */
export function MeterReadPage() {
  useUrlPrefill();
  const content = useQuery(meterReadContentQuery);
  useEffect(() => {
    if (content.error) logError(content.error, { source: 'meter-read-content' });
  }, [content.error]);

  let body: ReactNode;
  if (content.isPending) {
    body = <LoadingStatus text={meterReadMessages.loading} />;
  } else if (content.isError) {
    body = (
      <div role="alert">
        <h2>{siteCopy.cannotShow.title}</h2>
        <p>{siteCopy.cannotShow.body}</p>
        <button type="button" className="meter-read__retry" onClick={() => void content.refetch()}>
          {siteCopy.cannotShow.retry}
        </button>
      </div>
    );
  } else if (!content.data.isMeterReadWeek) {
    body = <MeterReadUnavailable />;
  } else {
    body = (
      <>
        <SanitisedHtml
          html={content.data.headingTemplate}
          kind="display"
          className="meter-read__intro"
        />
        <MeterReadForm content={content.data} />
      </>
    );
  }

  return (
    <div className="page-width">
      <PageHead title={`${meterReadMessages.pageTitle} - Help & Support - ${config.brandName}`} />
      <h1>{meterReadMessages.heading}</h1>
      {body}
    </div>
  );
}
