import { settledImport } from '../loading/settled-import.ts';

/**
 * kitsu-core, for serialising a JSON:API request body, loaded when first needed; like
 * loadMainApi, a failed load rejects as the network failure it is and the next call asks again.
 */
export const loadSerialiser = settledImport(() => import('kitsu-core'));
