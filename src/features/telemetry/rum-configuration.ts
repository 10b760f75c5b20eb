import type { RumInitConfiguration } from '@datadog/browser-rum';
import type { SiteConfig } from '../../site/read-config.ts';
import { rumWorkerFileName } from './rum-worker-file.ts';
import { scrubRumEvent } from './scrub-rum-event.ts';
/** Monitoring telemetry goes to the EU region (SPEC section 7). */
export const rumSite = 'datadoghq.eu';

/**
 * The RUM settings of SPEC sections 3 and 9. Created with tracking consent not granted: the
 * caller grants it only if consent still holds once the library has loaded. The privacy level is
 * explicit (the library's default has changed between versions), action names follow it, and the
 * replay worker comes from our origin so the CSP needs no blob: worker.
 */
export function rumInitConfiguration(
  monitoring: SiteConfig['monitoring'],
  baseUrl: string = import.meta.env.BASE_URL,
): RumInitConfiguration {
  return {
    applicationId: monitoring.datadogApplicationId,
    clientToken: monitoring.datadogClientToken,
    site: rumSite,
    service: monitoring.appName,
    env: monitoring.env,
    version: monitoring.version,
    sessionSampleRate: monitoring.sessionSampleRate,
    sessionReplaySampleRate: monitoring.sessionReplaySampleRate,
    startSessionReplayRecordingManually: true,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
    enablePrivacyForActionName: true,
    trackingConsent: 'not-granted',
    allowedTracingUrls: [...monitoring.allowedTracingUrls],
    enableExperimentalFeatures: [...monitoring.enableExperimentalFeatures],
    workerUrl: `${baseUrl.replace(/\/?$/, '/')}${rumWorkerFileName}`,
    compressIntakeRequests: true,
    beforeSend: scrubRumEvent,
  };
}
