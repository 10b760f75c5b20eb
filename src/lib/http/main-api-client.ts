import ky, { HTTPError, type KyInstance } from 'ky';
import { deserialise } from 'kitsu-core';
import { camelKeys } from '../json-api/camel-keys.ts';
import { MainApiError } from './http-errors.ts';
import { firstJsonApiError, readErrorBody } from './read-error-body.ts';

/** Media type of JSON:API documents. */
export const jsonApiMediaType = 'application/vnd.api+json';
/** Header carrying the client identifier on every main API call. */
export const clientIdHeader = 'x-client-id';

export interface MainApiOptions {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly fetch?: typeof fetch;
}

export interface MainApiClient {
  get<T>(
    path: string,
    init?: { searchParams?: Record<string, string>; headers?: Record<string, string> },
  ): Promise<T>;
  post<T>(
    path: string,
    document: unknown,
    init?: { headers?: Record<string, string>; signal?: AbortSignal },
  ): Promise<T>;
}

/**
 * The main API client of SPEC section 7: JSON:API under /v1, the client identifier header,
 * JSON:API-or-JSON accepted, responses deserialised and camelCased. Failures become MainApiError.
 * No automatic retry on writes: a failed lead is retried by the customer, never behind their back.
 */
export function createMainApiClient(options: MainApiOptions): MainApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: `${options.baseUrl}/v1`,
    headers: {
      [clientIdHeader]: options.clientId,
      Accept: `${jsonApiMediaType}, application/json`,
    },
    retry: 0,
    timeout: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function call<T>(request: () => Promise<Response>): Promise<T> {
    let response: Response;
    try {
      response = await request();
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await readErrorBody(error.response);
        const first = firstJsonApiError(body);
        throw new MainApiError(error.response.status, first?.id, first?.detail);
      }
      throw error;
    }
    if (response.status === 204) return undefined as T;
    const body: unknown = await response.json();
    return camelKeys(deserialise(body)) as T;
  }

  // Options are only passed when set: an explicit `headers: undefined` would drop the
  // instance's client identifier and Accept headers.
  return {
    get: (path, init) =>
      call(() =>
        http.get(path.replace(/^\//, ''), {
          ...(init?.searchParams ? { searchParams: init.searchParams } : {}),
          ...(init?.headers ? { headers: init.headers } : {}),
        }),
      ),
    post: (path, document, init) =>
      call(() =>
        http.post(path.replace(/^\//, ''), {
          body: JSON.stringify(document),
          headers: { 'Content-Type': jsonApiMediaType, ...init?.headers },
          ...(init?.signal ? { signal: init.signal } : {}),
        }),
      ),
  };
}
