import { settledImport } from '../loading/settled-import.ts';

/**
 * The main API client, loaded when first called (ky and the JSON:API code, about 7 KB gzip):
 * a journey step shows without it and needs it only to look up an address, a user or to send
 * the lead. A failed load rejects with a TypeError, which callers already treat as the network
 * failure it is; the next call asks again.
 */
export const loadMainApi = settledImport(() => import('./main-api.ts'));
