import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../site/read-config.ts';
import { logError } from '../../lib/telemetry/log-error.ts';
import {
  resetMonitoringActionsForTests,
  sendMonitoringAction,
} from '../../lib/telemetry/monitoring-actions.ts';
import type { RumModule } from './load-rum.ts';
import { resetMonitoringForTests, startMonitoring } from './start-monitoring.ts';

const { monitoring } = readConfig({
  VITE_DATADOG_APPLICATION_ID: 'app-id',
  VITE_DATADOG_CLIENT_TOKEN: 'client-token',
});

function fakeRum() {
  const datadogRum = {
    init: vi.fn(),
    setTrackingConsent: vi.fn(),
    startSessionReplayRecording: vi.fn(),
    addError: vi.fn(),
    addAction: vi.fn(),
  };
  const load = vi.fn(async () => ({ datadogRum }) as unknown as RumModule);
  return { datadogRum, load };
}

describe('starting real-user monitoring (SPEC sections 4 and 9)', () => {
  beforeEach(() => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    resetMonitoringForTests();
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('loads the library, starts it with consent granted and begins the session replay', async () => {
    const { datadogRum, load } = fakeRum();
    await startMonitoring(monitoring, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(datadogRum.init).toHaveBeenCalledWith(
      expect.objectContaining({ applicationId: 'app-id', trackingConsent: 'not-granted' }),
    );
    expect(datadogRum.setTrackingConsent).toHaveBeenLastCalledWith('granted');
    expect(datadogRum.startSessionReplayRecording).toHaveBeenCalledTimes(1);
  });

  it('starts once per page', async () => {
    const { datadogRum, load } = fakeRum();
    await startMonitoring(monitoring, load);
    await startMonitoring(monitoring, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(datadogRum.init).toHaveBeenCalledTimes(1);
  });

  it('does not grant tracking if consent was withdrawn while the library loaded', async () => {
    const { datadogRum, load } = fakeRum();
    const starting = startMonitoring(monitoring, load);
    window.OptanonActiveGroups = ',C0001,';
    await starting;
    expect(datadogRum.setTrackingConsent).toHaveBeenLastCalledWith('not-granted');
  });

  it('stops collecting when consent is withdrawn, and resumes when it is given again', async () => {
    const { datadogRum, load } = fakeRum();
    await startMonitoring(monitoring, load);
    window.OptanonActiveGroups = ',C0001,';
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    expect(datadogRum.setTrackingConsent).toHaveBeenLastCalledWith('not-granted');
    window.OptanonActiveGroups = ',C0001,C0002,';
    window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
    expect(datadogRum.setTrackingConsent).toHaveBeenLastCalledWith('granted');
  });

  it('reports logged errors to monitoring with the context scrubbed', async () => {
    const { datadogRum, load } = fakeRum();
    await startMonitoring(monitoring, load);
    const error = new Error('boom');
    logError(error, { source: 'prefill', note: 'for tom.evans@example.com' });
    expect(datadogRum.addError).toHaveBeenCalledWith(error, {
      source: 'prefill',
      note: 'for [email]',
    });
  });

  it("sends the site's named actions as custom actions, those made before it started first", async () => {
    const { datadogRum, load } = fakeRum();
    sendMonitoringAction('journey_step_viewed', {
      journey: 'submit-meter-read',
      step: 'meter-read',
    });
    await startMonitoring(monitoring, load);
    sendMonitoringAction('search_no_results', { term: 'heat pump ring me on 07700 900123' });
    // Every string is scrubbed of personal data where monitoring receives it.
    expect(datadogRum.addAction.mock.calls).toEqual([
      ['journey_step_viewed', { journey: 'submit-meter-read', step: 'meter-read' }],
      ['search_no_results', { term: 'heat pump ring me on [number]' }],
    ]);
  });

  it('logs a start-up failure to the console only (SPEC section 8)', async () => {
    window.dataLayer = [];
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    await expect(startMonitoring(monitoring, load)).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalledWith('[monitoring]', expect.any(Error));
    expect(window.dataLayer).toEqual([]);
  });

  it('on the embedded stub, with no application id, loads the library but never starts it', async () => {
    const { datadogRum, load } = fakeRum();
    await startMonitoring(readConfig({}).monitoring, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(datadogRum.init).not.toHaveBeenCalled();
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('not started'));
  });
});
