import { FetchError } from './http-errors.ts';
import { messageOf, readErrorBody } from './read-error-body.ts';

export interface FetchClient {
  /** GETs JSON from a path under the client's base URL. */
  json<T = unknown>(path: string, init?: { headers?: Record<string, string> }): Promise<T>;
  /** GETs text (HTML) from a path under the client's base URL. */
  text(path: string, init?: { headers?: Record<string, string> }): Promise<string>;
}

/**
 * A plain client for the non-JSON:API backends; failures become FetchError (SPEC section 8).
 * Plain GETs need nothing ky adds, so this is the browser's fetch, keeping ky (the main API's
 * client) out of every content page's first download (decision 012).
 */
export function createFetchClient(baseUrl: string, fetchImpl?: typeof fetch): FetchClient {
  async function get(path: string, headers?: Record<string, string>): Promise<Response> {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    // The global fetch is read at request time, so a test's request interception applies.
    const response = await (fetchImpl ?? globalThis.fetch)(url, headers ? { headers } : undefined);
    if (response.ok) return response;
    const body = await readErrorBody(response);
    throw new FetchError(url, response.status, messageOf(body, response.statusText));
  }
  return {
    json: async <T>(path: string, init?: { headers?: Record<string, string> }) =>
      (await (await get(path, init?.headers)).json()) as T,
    text: async (path, init) => (await get(path, init?.headers)).text(),
  };
}
