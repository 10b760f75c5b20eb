import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { slowResponseMs, type StubScenario } from './scenarios.ts';

/** Waits like a slow network when the 'slow' scenario is on. */
export async function maybeSlow(scenarios: ReadonlySet<StubScenario>): Promise<void> {
  if (scenarios.has('slow')) await delay(slowResponseMs);
}

/** A JSON:API error document with one error, as the main API answers failures. */
export function jsonApiError(status: number, title: string, detail: string, id = `stub-${status}`) {
  return HttpResponse.json(
    { errors: [{ id, status: String(status), title, detail }] },
    { status, headers: { 'Content-Type': 'application/vnd.api+json' } },
  );
}

/** A JSON:API success document. */
export function jsonApi(body: JsonBodyType, status = 200) {
  return HttpResponse.json(body, {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json' },
  });
}
