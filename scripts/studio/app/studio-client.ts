import ky, { HTTPError } from 'ky';
import { studioPaths } from './studio-paths.ts';

/** A change the studio's server refused, in its plain words. */
export class StudioRefusal extends Error {
  override readonly name = 'StudioRefusal';
  constructor(
    message: string,
    /** The workspace's state after the refusal, when the server sent it. */
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * The studio's JSON API (scripts/studio/server/studio-api.ts), same origin only. A refusal
 * (409, 4xx) becomes a StudioRefusal carrying the server's own words.
 */
const api = ky.create({
  prefixUrl: studioPaths.api,
  retry: 0,
  timeout: 60_000,
  credentials: 'same-origin',
});

async function refusalOf(error: unknown): Promise<never> {
  if (error instanceof HTTPError) {
    const body: unknown = await error.response.json().catch(() => undefined);
    const refused = (body as { refused?: unknown } | undefined)?.refused;
    if (typeof refused === 'string') throw new StudioRefusal(refused, body);
  }
  throw error;
}

export const studioGet = <T>(path: string): Promise<T> => api.get(path).json<T>().catch(refusalOf);

export const studioPost = <T>(path: string, body: object = {}): Promise<T> =>
  api.post(path, { json: body }).json<T>().catch(refusalOf);
