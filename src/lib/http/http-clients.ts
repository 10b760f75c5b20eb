import { config } from '../../site/config.ts';
import { type HttpClientName, httpClientNames } from '../../site/read-config.ts';
import { createFetchClient, type FetchClient } from './fetch-client.ts';
import { InvalidEndpointError } from './http-errors.ts';

const fetchClients = new Map<string, FetchClient>();

/** The plain client for a named backend of SPEC section 7; an unknown name is 'Invalid HTTP endpoint'. */
export function httpClient(name: string): FetchClient {
  if (!(httpClientNames as readonly string[]).includes(name)) throw new InvalidEndpointError();
  let client = fetchClients.get(name);
  if (!client) {
    client = createFetchClient(config.apiBaseUrls[name as HttpClientName]);
    fetchClients.set(name, client);
  }
  return client;
}
