import shippedNumbers from '../../schemas/messages/emergency-numbers.json' with { type: 'json' };
import { siteCopy } from './site-copy.ts';
import { basePath } from './site-paths.ts';

/**
 * What the site's error page says, in one place for the app's page and the page's HTML before
 * any script runs (index.html): its words from site-copy.json and the emergency numbers it
 * names (gas leak and power cut) from the emergency numbers shipped with the site.
 */
export const siteErrorWords = {
  ...siteCopy.siteError,
  homeHref: `${basePath}`,
  emergencyNumbers: siteCopy.siteError.emergencyNumberIds.flatMap((id) =>
    shippedNumbers.emergencyNumbers.filter((entry) => entry.id === id),
  ),
};
