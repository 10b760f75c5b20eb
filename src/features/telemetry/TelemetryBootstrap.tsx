import { useEffect } from 'react';
import { isPrerendering } from '../../site/prerendering.ts';
import { whenPageShown } from '../../lib/analytics/when-page-shown.ts';
import { bootTelemetry } from './boot-telemetry.ts';

/**
 * Mounted once by the root layout: starts consent-gated monitoring and the personalisation
 * beacon (both load their heavy parts lazily). On the embedded stub, the stand-in consent
 * banner is a script of its own beside the app, as OneTrust's is (stand-in-consent-banner.ts).
 */
export function TelemetryBootstrap() {
  // A prerendered page is the same for everyone: consent and monitoring are each browser's own.
  // A page the browser prerendered for a link starts it once the visitor goes to it.
  useEffect(() => {
    if (isPrerendering()) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    whenPageShown(() => {
      if (!stopped) stop = bootTelemetry();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return null;
}
