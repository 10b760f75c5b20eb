import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { serviceOutageQuery } from './home-content-queries.ts';

/**
 * The service-outage banner (SPEC section 2): shown only when the outage content has both a
 * title and a message. If the outage service fails, the home page simply has no banner.
 */
export function OutageBanner() {
  const { data, error } = useQuery(serviceOutageQuery);
  useEffect(() => {
    if (error) logError(error, { source: 'service-outage' });
  }, [error]);
  if (!data || data.title.trim() === '' || data.message.trim() === '') return null;
  return (
    <div className="outage-banner" role="region" aria-labelledby="outage-banner-title">
      <h2 id="outage-banner-title" className="outage-banner__title">
        {data.title}
      </h2>
      <SanitisedHtml kind="display" html={data.message} className="outage-banner__message" />
    </div>
  );
}
