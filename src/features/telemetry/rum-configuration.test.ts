import { describe, expect, it } from 'vitest';
import { readConfig } from '../../site/read-config.ts';
import { rumInitConfiguration } from './rum-configuration.ts';
import { scrubRumEvent } from './scrub-rum-event.ts';

describe('RUM settings (SPEC sections 3, 7 and 9)', () => {
  const { monitoring } = readConfig({
    VITE_DATADOG_APPLICATION_ID: 'app-id',
    VITE_DATADOG_CLIENT_TOKEN: 'client-token',
    VITE_RUM_ALLOWED_TRACING_URLS: 'https://api.example.co.uk',
  });
  const settings = rumInitConfiguration(monitoring, '/help-and-support/');

  it('reports to the EU region as production, with the sample rates defaulting to 100 and 20', () => {
    expect(settings).toMatchObject({
      applicationId: 'app-id',
      clientToken: 'client-token',
      site: 'datadoghq.eu',
      service: 'help-and-support',
      env: 'production',
      sessionSampleRate: 100,
      sessionReplaySampleRate: 20,
      allowedTracingUrls: ['https://api.example.co.uk'],
    });
  });

  it('tracks interactions, resources and long tasks, with input masked', () => {
    expect(settings).toMatchObject({
      trackUserInteractions: true,
      trackResources: true,
      trackLongTasks: true,
      defaultPrivacyLevel: 'mask-user-input',
      enablePrivacyForActionName: true,
    });
  });

  it('starts without tracking consent and scrubs every event', () => {
    expect(settings.trackingConsent).toBe('not-granted');
    expect(settings.beforeSend).toBe(scrubRumEvent);
  });

  it('loads the replay worker from our own origin, not a blob: URL', () => {
    expect(settings.workerUrl).toBe('/help-and-support/datadog-rum-worker.js');
    expect(settings.compressIntakeRequests).toBe(true);
  });
});
