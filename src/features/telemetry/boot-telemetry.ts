import { config } from '../../site/config.ts';
import { watchPersonalisationBeacon } from './personalisation-beacon.ts';
import { whenAnalyticsConsented } from './when-analytics-consented.ts';

/**
 * Monitoring's own code (its configuration and the scrubbing of its events) loads with consent,
 * beside the RUM library, not on every page for visitors who never give it.
 */
const startMonitoring = async () => (await import('./start-monitoring.ts')).startMonitoring();

/**
 * Starts everything consent gates: monitoring once analytics consent is present, and the
 * personalisation beacon while advertising consent is, whether the consent platform published
 * its groups before this runs or after (on the embedded stub, stand-in-consent-banner.ts does,
 * as OneTrust does when it loads). Returns the stop function.
 */
export function bootTelemetry(start: () => Promise<void> = startMonitoring): () => void {
  const stopWaiting = whenAnalyticsConsented(() => void start());
  const stopBeacon = watchPersonalisationBeacon(config.personalisationBeaconUrl);
  return () => {
    stopWaiting();
    stopBeacon();
  };
}
