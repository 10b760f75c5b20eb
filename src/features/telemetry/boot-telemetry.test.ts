import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStandInChoice } from '../../lib/consent/stand-in-consent.ts';
import { bootTelemetry } from './boot-telemetry.ts';
import { resetMonitoringForTests } from './start-monitoring.ts';

// Stands in for the RUM package: the factory runs only when something imports the package.
const rumRequested = vi.hoisted(() => vi.fn());
vi.mock('@datadog/browser-rum', () => {
  rumRequested();
  return { datadogRum: { init: vi.fn() } };
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the RUM library is requested only after analytics consent (issue 6)', () => {
  afterEach(() => {
    resetMonitoringForTests();
    delete window.OptanonActiveGroups;
    delete window.OnetrustActiveGroups;
  });

  it('is never requested for a visitor who has not consented, or who rejects', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = bootTelemetry();
    await settle();
    applyStandInChoice('reject-all');
    await settle();
    stop();
    expect(rumRequested).not.toHaveBeenCalled();
  });

  it('is requested once the visitor accepts, and only then', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const stop = bootTelemetry();
    await settle();
    expect(rumRequested).not.toHaveBeenCalled();
    applyStandInChoice('accept-all');
    await vi.waitFor(() => expect(rumRequested).toHaveBeenCalledTimes(1));
    stop();
  });

  it('starts once per page: a second start while it runs does nothing', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const start = vi.fn(() => Promise.resolve());
    const stop = bootTelemetry(start);
    const second = bootTelemetry(start);
    applyStandInChoice('accept-all');
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    second();
    stop();
    const again = bootTelemetry(start);
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2));
    again();
  });
});
