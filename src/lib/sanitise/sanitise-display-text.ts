import { allowedUriPattern } from './allowed-uri.ts';
import { createSanitiser } from './create-purifier.ts';

/**
 * Display text from content (descriptions, labels, banners): only the tags a, sup, p and b and
 * the attribute href (SPEC section 3), with data-* and aria-* attributes off.
 */
const sanitise = createSanitiser('display-text', {
  ALLOWED_TAGS: ['a', 'sup', 'p', 'b'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: allowedUriPattern,
});

/** Sanitises display text from content; render the result as it is, never re-parse it. */
export function sanitiseDisplayText(html: string): string {
  return sanitise(html);
}
