import { personalisationBeaconUrl } from '../../site/page-start-settings.ts';
import { lazyPart } from '../../lib/loading/lazy-part.ts';
import { watchPersonalisationBeacon } from './personalisation-beacon.ts';
import { whenAnalyticsConsented } from './when-analytics-consented.ts';

/** Monitoring's own code: the page works without it, so a failed download reloads nothing. */
const loadMonitoring = lazyPart(() => import('./start-monitoring.ts'));

/**
 * Monitoring's own code (its configuration and the scrubbing of its events) loads with consent,
 * beside the RUM library, not on every page for visitors who never give it. A failed download is
 * logged to the console only (SPEC section 8), never shown; the next page the customer opens
 * loads in full and starts monitoring (code-that-did-not-load.ts).
 */
const startMonitoring = async (): Promise<void> => {
  try {
    await (await loadMonitoring()).startMonitoring();
  } catch (error) {
    console.error('[monitoring]', error);
  }
};

/** Set while telemetry runs on this page, so a second start does nothing. */
let running = false;

/**
 * Starts everything consent gates: monitoring once analytics consent is present, and the
 * personalisation beacon while advertising consent is, whether the consent platform published
 * its groups before this runs or after (on the embedded stub, stand-in-consent-banner.ts does,
 * as OneTrust does when it loads). Once per page: a help page's script starts it, and the app
 * rendering over that page must not start it again. Returns the stop function.
 */
export function bootTelemetry(start: () => Promise<void> = startMonitoring): () => void {
  if (running) return () => undefined;
  running = true;
  const stopWaiting = whenAnalyticsConsented(() => void start());
  const stopBeacon = watchPersonalisationBeacon(personalisationBeaconUrl);
  return () => {
    running = false;
    stopWaiting();
    stopBeacon();
  };
}
