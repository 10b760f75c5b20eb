import { queryOptions } from '@tanstack/react-query';
import { contentPaths, noCacheHeaders } from '../../lib/content/content-paths';
import { httpClient } from '../../lib/http/http-clients';

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

function isHeaderConfiguration(value: unknown): value is HeaderConfiguration {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.hideA11yBtn === 'boolean' &&
    Array.isArray(record.sections) &&
    Array.isArray(record['quick-links'])
  );
}

/** The header configuration, always asked for fresh (SPEC section 7: max-age=0). */
export const headerConfigurationQuery = queryOptions({
  queryKey: ['content', 'header-configuration'],
  queryFn: async (): Promise<HeaderConfiguration> => {
    const body = await httpClient('content').json(contentPaths.headerConfiguration, {
      headers: noCacheHeaders,
    });
    if (!isHeaderConfiguration(body)) {
      throw new Error('Header configuration does not match its schema');
    }
    return body;
  },
});
