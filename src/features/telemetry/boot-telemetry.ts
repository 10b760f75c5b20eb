import { config } from '../../site/config.ts';
import { retryingImport } from '../../lib/loading/retrying-import.ts';
import { watchPersonalisationBeacon } from './personalisation-beacon.ts';
import { whenAnalyticsConsented } from './when-analytics-consented.ts';

/** Monitoring's own code, asked for again at a fresh address after a failed download. */
const loadMonitoring = retryingImport(() => import('./start-monitoring.ts'), {
  reloadWhenGone: false,
});

/**
 * Monitoring's own code (its configuration and the scrubbing of its events) loads with consent,
 * beside the RUM library, not on every page for visitors who never give it. Offline then, it is
 * asked for again once the browser is back online, as the RUM library is (start-monitoring.ts);
 * a failure is logged to the console only (SPEC section 8), never shown.
 */
const startMonitoring = async (): Promise<void> => {
  try {
    await (await loadMonitoring()).startMonitoring();
  } catch (error) {
    console.error('[monitoring]', error);
    window.addEventListener('online', () => void startMonitoring(), { once: true });
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
  const stopBeacon = watchPersonalisationBeacon(config.personalisationBeaconUrl);
  return () => {
    running = false;
    stopWaiting();
    stopBeacon();
  };
}
