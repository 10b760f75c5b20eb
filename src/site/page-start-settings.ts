import { config } from './config.ts';

/**
 * The settings a help page's script reads (decision 052): the consent group monitoring waits
 * for, the personalisation beacon's address and the app's name in the data layer. In the build
 * they are written as their values (build-time-config-plugin.ts), so a help page does not
 * download the whole configuration for three of its values; the dev server and unit tests read
 * them from the configuration, as every other module does.
 */
export const analyticsConsentGroup = config.analyticsConsentGroup;
export const personalisationBeaconUrl = config.personalisationBeaconUrl;
export const monitoringAppName = config.monitoring.appName;
