import type { RumEvent } from '@datadog/browser-rum';
import { scrubDeep, scrubText } from '../../lib/telemetry/scrub-text.ts';
import { scrubUrl } from '../../lib/telemetry/scrub-url.ts';

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;

/** The event fields RUM lets beforeSend change that can carry a URL. */
const urlFields = [
  ['view', 'url'],
  ['view', 'referrer'],
  ['view', 'performance', 'lcp', 'resource_url'],
  ['resource', 'url'],
  ['error', 'resource', 'url'],
] as const;

/** The editable fields that carry free text. */
const textFields = [
  ['view', 'name'],
  ['error', 'message'],
  ['error', 'stack'],
  ['action', 'target', 'name'],
] as const;

function edit(event: Loose, path: readonly string[], scrub: (text: string) => string): void {
  let holder: unknown = event;
  for (const key of path.slice(0, -1)) holder = isObject(holder) ? holder[key] : undefined;
  const last = path[path.length - 1];
  if (last !== undefined && isObject(holder) && typeof holder[last] === 'string') {
    holder[last] = scrub(holder[last]);
  }
}

/**
 * RUM's beforeSend (issue 6): strips query strings, fragments, emails, phone numbers, customer
 * numbers and postcodes from every URL and text field of an event, and from its custom context,
 * before anything leaves the page. Always keeps the event.
 */
export function scrubRumEvent(event: RumEvent): boolean {
  const loose = event as unknown as Loose;
  for (const path of urlFields) edit(loose, path, scrubUrl);
  for (const path of textFields) edit(loose, path, scrubText);
  const error = loose.error;
  if (isObject(error) && Array.isArray(error.causes)) {
    for (const cause of error.causes) {
      if (!isObject(cause)) continue;
      edit(cause, ['message'], scrubText);
      edit(cause, ['stack'], scrubText);
    }
  }
  const longTask = loose.long_task;
  if (isObject(longTask) && Array.isArray(longTask.scripts)) {
    for (const script of longTask.scripts)
      if (isObject(script)) edit(script, ['source_url'], scrubUrl);
  }
  if (isObject(loose.context)) loose.context = scrubDeep(loose.context);
  return true;
}
