import { queryOptions } from '@tanstack/react-query';
import { checkContent } from '../../../lib/content/check-content.ts';
import {
  validateHelpVideos,
  validateHelpVideosLimits,
} from '../../../lib/content/compiled/help-videos.js';
import {
  validateServiceOutage,
  validateServiceOutageLimits,
} from '../../../lib/content/compiled/service-outage.js';
import type { ServiceOutage } from '../../../lib/content/service-outage.ts';
import { contentPaths } from '../../../site/content-paths.ts';
import { httpClient } from '../../../lib/http/http-clients.ts';

/** A video of the home page's support strip. */
export interface HelpVideo {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly thumbnail: string;
  readonly link: string;
}

/** SPEC section 9: the strip shows 7 videos. */
export const videosShown = 7;

/**
 * The service-outage message, from the service-outage client. A message over our advised length
 * is still shown whole: the banner shows whenever the service sends one (decision 018).
 */
export const serviceOutageQuery = queryOptions({
  queryKey: ['content', 'service-outage'],
  queryFn: async () =>
    checkContent<ServiceOutage>(
      'service outage',
      { shape: validateServiceOutage, limits: validateServiceOutageLimits },
      await httpClient('serviceOutage').json(contentPaths.serviceOutage),
    ),
});

/** The help videos of the home page's strip. */
export const helpVideosQuery = queryOptions({
  queryKey: ['content', 'help-videos'],
  queryFn: async () => {
    const { videos } = await checkContent<{ videos: HelpVideo[] }>(
      'help videos',
      { shape: validateHelpVideos, limits: validateHelpVideosLimits },
      await httpClient('content').json(contentPaths.helpVideos),
    );
    return videos.slice(0, videosShown);
  },
});
