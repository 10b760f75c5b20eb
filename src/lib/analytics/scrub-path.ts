import { scrubText } from '../telemetry/scrub-text.ts';

/** Path segments named after ids whose value follows them (SPEC section 1). */
const idSegmentNames = new Set([
  'premiseid',
  'servicesaccountid',
  'appointmentid',
  'invoiceid',
  'quoteid',
]);

/**
 * Segments that look like ids even without a label before them. Customer numbers, like other
 * personal data, are found by scrub-text.ts (looksPersonal), which knows every format.
 */
const idLikeSegment = /^(?:\d{4,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const emailLike = /@|%40/;

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Whether a segment holds personal data such as a postcode or phone number (scrub-text.ts). */
function looksPersonal(segment: string): boolean {
  const text = decoded(segment);
  return scrubText(text) !== text;
}

/** Replacement for any id in a path. */
export const genericId = ':id';

/**
 * The path analytics may see: no query string or fragment (they can hold personal data), and
 * every id replaced by a generic id, whether named (premiseId/123, premiseId=123), id-shaped, or
 * personal (an email, postcode, phone or customer number).
 */
export function scrubPathForAnalytics(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const segments = bare.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1]?.toLowerCase();
      if (previous && idSegmentNames.has(previous) && segment !== '') return genericId;
      const [name, value] = segment.split('=', 2);
      if (value !== undefined && name && idSegmentNames.has(name.toLowerCase())) {
        return `${name}=${genericId}`;
      }
      if (idLikeSegment.test(segment) || emailLike.test(segment) || looksPersonal(segment)) {
        return genericId;
      }
      return segment;
    })
    .join('/');
}
