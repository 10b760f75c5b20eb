import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/site/read-config.ts';
import { pageStartSettingsSource } from './build-time-config-plugin.ts';

describe("a help page's settings as the build writes them", () => {
  it('are their values, without the rest of the configuration', () => {
    const config = readConfig({ VITE_CONSENT_ANALYTICS_GROUP: 'C0009' });
    const source = pageStartSettingsSource(config);
    expect(source).toContain('export const analyticsConsentGroup = "C0009";');
    expect(source).toContain(
      `export const monitoringAppName = ${JSON.stringify(config.monitoring.appName)};`,
    );
    expect(source).toContain(
      `export const personalisationBeaconUrl = ${JSON.stringify(config.personalisationBeaconUrl)};`,
    );
    expect(source).not.toContain('apiBaseUrls');
  });
});
