import { config } from '../../site/config.ts';
import { createMainApiClient, type MainApiClient } from './main-api-client.ts';

/**
 * The main API client of this build (SPEC section 7: JSON:API under /v1). Its own module, so
 * ky and the JSON:API code load only with the journeys and sign-in that use it, not with every
 * help page.
 */
export const mainApi: MainApiClient = createMainApiClient({
  baseUrl: config.apiBaseUrls.main,
  clientId: config.clientId,
});
