import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announcedOutage } from '../../../lib/content/service-outage.ts';
import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { serviceOutageQuery } from './home-content-queries.ts';

/**
 * The service-outage banner (SPEC section 2), for the outage the service's answer announces
 * (`announcedOutage`, the rule the static home's freshness check reads it by too): only a
 * document with both a title and a message. If the outage service fails, there is no banner.
 */
export function OutageBanner() {
  const { data, error } = useQuery(serviceOutageQuery);
  useEffect(() => {
    if (error) logError(error, { source: 'service-outage' });
  }, [error]);
  // A failed answer announces nothing, even after an earlier one that did.
  const outage = announcedOutage(error ? undefined : data);
  if (!outage) return null;
  return (
    <div className="outage-banner" role="region" aria-labelledby="outage-banner-title">
      <h2 id="outage-banner-title" className="outage-banner__title">
        {outage.title}
      </h2>
      <SanitisedHtml kind="display" html={outage.message} className="outage-banner__message" />
    </div>
  );
}
