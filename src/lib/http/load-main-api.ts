import { lazyModule } from '../loading/lazy-module.ts';

/**
 * The main API client, loaded when first called (ky and the JSON:API code, about 7 KB gzip):
 * a journey step shows without it and needs it only to look up an address, a user or to send
 * the lead. A failed load rejects with a TypeError, which callers already treat as the network
 * failure it is (the page then loads again once online, lazy-module.ts).
 */
export const loadMainApi = lazyModule(() => import('./main-api.ts'));
