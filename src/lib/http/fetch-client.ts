import ky, { HTTPError } from 'ky';
import { FetchError } from './http-errors';
import { messageOf, readErrorBody } from './read-error-body';

export interface FetchClient {
  /** GETs JSON from a path under the client's base URL. */
  json<T = unknown>(path: string, init?: { headers?: Record<string, string> }): Promise<T>;
  /** GETs text (HTML) from a path under the client's base URL. */
  text(path: string, init?: { headers?: Record<string, string> }): Promise<string>;
}

/** A plain client for the non-JSON:API backends; failures become FetchError (SPEC section 8). */
export function createFetchClient(baseUrl: string, fetchImpl?: typeof fetch): FetchClient {
  async function get(path: string, headers?: Record<string, string>): Promise<Response> {
    const url = `${baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    try {
      return await ky.get(url, {
        retry: 0,
        timeout: false,
        ...(headers ? { headers } : {}),
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
      });
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await readErrorBody(error.response);
        throw new FetchError(
          url,
          error.response.status,
          messageOf(body, error.response.statusText),
        );
      }
      throw error;
    }
  }
  return {
    json: async <T>(path: string, init?: { headers?: Record<string, string> }) =>
      (await (await get(path, init?.headers)).json()) as T,
    text: async (path, init) => (await get(path, init?.headers)).text(),
  };
}
