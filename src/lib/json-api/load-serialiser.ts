import { lazyModule } from '../loading/lazy-module.ts';

/**
 * kitsu-core, for serialising a JSON:API request body, loaded when first needed; like
 * loadMainApi, a failed load rejects as the network failure it is.
 */
export const loadSerialiser = lazyModule(() => import('kitsu-core'));
