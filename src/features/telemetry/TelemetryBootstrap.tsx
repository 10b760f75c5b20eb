import { lazy, Suspense, useEffect } from 'react';
import { config } from '../../app/config';
import { bootTelemetry } from './boot-telemetry';

// Only the embedded stub shows the stand-in banner; a production build never fetches its chunk.
// Asked for as this module loads, beside the page's own requests, not after the first render.
const bannerModule = config.embeddedStub ? import('./StandInConsentBanner') : undefined;
const StandInConsentBanner = lazy(async () => {
  const module = await (bannerModule ?? import('./StandInConsentBanner'));
  return { default: module.StandInConsentBanner };
});

/**
 * Mounted once by the root layout: starts consent-gated monitoring and the personalisation
 * beacon (both load their heavy parts lazily), and on the embedded stub shows the stand-in
 * consent banner.
 */
export function TelemetryBootstrap() {
  useEffect(() => bootTelemetry(), []);
  if (!config.embeddedStub) return null;
  return (
    <Suspense fallback={null}>
      <StandInConsentBanner />
    </Suspense>
  );
}
