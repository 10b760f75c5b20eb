import { config } from '../../site/config.ts';
import type { SiteConfig } from '../../site/read-config.ts';
import { hasAnalyticsConsent } from '../../lib/consent/consent-state.ts';
import { onConsentGroupsUpdated } from '../../lib/consent/onetrust.ts';
import { onErrorLogged } from '../../lib/telemetry/log-error.ts';
import { onMonitoringAction } from '../../lib/telemetry/monitoring-actions.ts';
import { scrubDeep } from '../../lib/telemetry/scrub-text.ts';
import { lazyPart } from '../../lib/loading/lazy-part.ts';
import { loadRum, type RumModule } from './load-rum.ts';
import { rumInitConfiguration } from './rum-configuration.ts';

let started = false;

/** The RUM library: the page works without it, so a failed download reloads nothing. */
const loadRumLazily = lazyPart(loadRum);

/** Whether monitoring has a Datadog application to report to. */
function configured(monitoring: SiteConfig['monitoring']): boolean {
  return monitoring.datadogApplicationId !== '' && monitoring.datadogClientToken !== '';
}

/**
 * Starts real-user monitoring, once per page, after analytics consent: loads the library, starts
 * it with tracking consent following the consent groups from then on (withdrawal stops
 * collection), begins the session replay and forwards logged errors and the site's named actions
 * (journey steps, searches that found nothing), scrubbed. Failures are logged
 * to the console only (SPEC section 8); after a failed download, the next page the customer opens
 * loads in full and starts it (code-that-did-not-load.ts). Without an application id (the embedded stub) the library
 * is loaded, so the lazy loading can be seen, but never started.
 */
export async function startMonitoring(
  monitoring: SiteConfig['monitoring'] = config.monitoring,
  load: () => Promise<RumModule> = loadRumLazily,
): Promise<void> {
  if (started || (!configured(monitoring) && !config.embeddedStub)) return;
  started = true;
  let datadogRum: RumModule['datadogRum'];
  try {
    ({ datadogRum } = await load());
  } catch (error) {
    console.error('[monitoring]', error);
    return;
  }
  try {
    if (!configured(monitoring)) {
      console.info(
        '[monitoring] Analytics consent given: the RUM library has loaded, but no Datadog application id is configured, so it is not started.',
      );
      return;
    }
    datadogRum.init(rumInitConfiguration(monitoring));
    const followConsent = () =>
      datadogRum.setTrackingConsent(hasAnalyticsConsent() ? 'granted' : 'not-granted');
    // Consent may have been withdrawn while the library loaded.
    followConsent();
    onConsentGroupsUpdated(followConsent);
    datadogRum.startSessionReplayRecording();
    onErrorLogged((error, context) => datadogRum.addError(error, scrubDeep({ ...context })));
    onMonitoringAction((name, context) => datadogRum.addAction(name, scrubDeep({ ...context })));
  } catch (error) {
    console.error('[monitoring]', error);
  }
}

/** For tests: forget that monitoring started, as a fresh page load would. */
export function resetMonitoringForTests(): void {
  started = false;
}
