import { scrubPathForAnalytics } from '../analytics/scrub-path.ts';
import { scrubText } from './scrub-text.ts';

const placeholderOrigin = 'https://relative.invalid';

/**
 * A URL fit for telemetry (RUM's view, referrer and resource URLs): origin and path only, every
 * id and personal segment replaced as for analytics, no query string and no fragment (which can
 * hold sign-in tokens). Input that is no URL is scrubbed as text.
 */
export function scrubUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, placeholderOrigin);
  } catch {
    return scrubText(url);
  }
  const origin = parsed.origin === placeholderOrigin ? '' : parsed.origin;
  return `${origin}${scrubPathForAnalytics(parsed.pathname)}`;
}
