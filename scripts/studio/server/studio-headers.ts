import type { SiteConfig } from '../../../src/site/read-config.ts';
import { contentSecurityPolicy, securityHeaders } from '../../vite/security-headers.ts';

/**
 * The studio's pages: the site's dev-server headers (security-headers.ts), except that they may
 * frame the site's own pages (the forms preview beside the questions) and nothing may frame them.
 * For a team, the sign-in page's form may lead to the identity provider (`signInOrigin`).
 */
export function studioPageHeaders(
  config: SiteConfig,
  url: string,
  signInOrigin?: string,
): Record<string, string> {
  const policy = contentSecurityPolicy(config, 'development').replace(
    "frame-src 'none'",
    "frame-src 'self'",
  );
  return {
    ...securityHeaders(config, url, 'development'),
    'Content-Security-Policy': signInOrigin
      ? policy.replace(/form-action ([^;]*)/, `form-action $1 ${signInOrigin}`)
      : policy,
    'Cache-Control': 'no-store',
  };
}

/**
 * The forms preview as the studio frames it: the site's headers with framing by its own origin
 * allowed (`frame-ancestors 'self'`), so the studio shows it at phone and desktop width.
 */
export function framedPreviewHeaders(config: SiteConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, 'development').replace(
      "frame-ancestors 'none'",
      "frame-ancestors 'self'",
    ),
    'X-Frame-Options': 'SAMEORIGIN',
  };
}
