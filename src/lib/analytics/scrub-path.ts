/** Path segments named after ids whose value follows them (SPEC section 1). */
const idSegmentNames = new Set([
  'premiseid',
  'servicesaccountid',
  'appointmentid',
  'invoiceid',
  'quoteid',
]);

/** Segments that look like ids or personal data even without a label before them. */
const idLikeSegment =
  /^(?:\d{4,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|(?:85\d{10}|a\d{4,8}|bgx\d{4,5}))$/i;
const emailLike = /@|%40/;

/** Replacement for any id in a path. */
export const genericId = ':id';

/**
 * The path analytics may see: no query string or fragment (they can hold personal data), and
 * every id replaced by a generic id, whether named (premiseId/123, premiseId=123) or id-shaped.
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
      if (idLikeSegment.test(segment) || emailLike.test(segment)) return genericId;
      return segment;
    })
    .join('/');
}
