import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { siteCopy } from '../../site/site-copy.ts';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { LoadingStatus } from '../../lib/loading/LoadingStatus.tsx';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content.ts';
import { SanitisedHtml } from '../../lib/sanitise/SanitisedHtml.tsx';
import { logError } from '../../lib/telemetry/log-error.ts';
import { meterReadMessages } from './meter-read-messages.ts';
import { MeterReadUnavailable } from './MeterReadUnavailable.tsx';
import { MeterReadForm } from './MeterReadForm.tsx';
import { useUrlPrefill } from './use-url-prefill.ts';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import './meter-read.css';
import { pageTitle } from '../../site/page-title.ts';

/**
 * The meter-read page (SPEC section 2): the form only when the content flag isMeterReadWeek is
 * true, otherwise the unavailable message. While the flag is fetched a loading state is
 * announced; if it cannot be fetched the page says so and offers to try again. Prefill
 * parameters in the URL are taken into the draft and removed from the address bar at once.
 * Opened by a 'Change' link from 'Check your answers', the form starts on that answer.
 */
export function MeterReadPage({ change }: ChangeAnswerSearch) {
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
        <button type="button" className="button" onClick={() => void content.refetch()}>
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
        <MeterReadForm change={change} />
      </>
    );
  }

  return (
    <div className="page-width">
      <PageHead title={pageTitle(meterReadMessages.pageTitle)} />
      <h1>{meterReadMessages.heading}</h1>
      {body}
    </div>
  );
}
