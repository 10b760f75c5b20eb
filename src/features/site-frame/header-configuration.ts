import { queryOptions } from '@tanstack/react-query';
import { checkContent } from '../../lib/content/check-content.ts';
import { contentPaths, noCacheHeaders } from '../../site/content-paths.ts';
import { httpClient } from '../../lib/http/http-clients.ts';

/** A link in the header. */
export interface HeaderLink {
  readonly title: string;
  readonly link: string;
  readonly active?: boolean;
}

/** The header configuration of SPEC section 3 (schemas/content/header-configuration.schema.json). */
export interface HeaderConfiguration {
  readonly hideA11yBtn: boolean;
  readonly sections: readonly HeaderLink[];
  readonly 'quick-links': readonly { label: string; link: string }[];
  readonly 'secondary-banner': { text: string; link?: string; linkText?: string } | null;
  readonly 'menu-banner': { title: string; description?: string; link: string } | null;
}

/** The header configuration, always asked for fresh (SPEC section 7: max-age=0). */
export const headerConfigurationQuery = queryOptions({
  queryKey: ['content', 'header-configuration'],
  queryFn: async (): Promise<HeaderConfiguration> => {
    // The validator loads beside the request, keeping it out of every page's first script.
    const [body, { validateHeaderConfiguration, validateHeaderConfigurationLimits }] =
      await Promise.all([
        httpClient('content').json(contentPaths.headerConfiguration, { headers: noCacheHeaders }),
        import('../../lib/content/compiled/header-configuration.js'),
      ]);
    return checkContent<HeaderConfiguration>(
      'header configuration',
      { shape: validateHeaderConfiguration, limits: validateHeaderConfigurationLimits },
      body,
    );
  },
});
