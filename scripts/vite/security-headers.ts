import type { SiteConfig } from '../../src/site/read-config.ts';
import { basePath } from '../../src/site/site-paths.ts';

/**
 * The HTTP security headers every page of the site is served with (issue 7), built from the
 * site configuration so the policy names exactly the hosts this build talks to. The preview and
 * dev servers send them through `security-headers-plugin.ts`; `docs/hosting/` shows the same
 * headers for production.
 */

/**
 * Real-user monitoring's EU intake (SPEC section 7: telemetry goes to the EU region). The SDK
 * sends to the bare host (`browser-intake-datadoghq.eu`), which a `*.` source does not match, and
 * to subdomains of it for some intake types: both are listed.
 */
export const rumIntakeSources = [
  'https://browser-intake-datadoghq.eu',
  'https://*.browser-intake-datadoghq.eu',
] as const;

/** The route whose URL carries sign-in tokens: it must not leak them in a Referer. */
export const authCallbackPath = `${basePath}/auth-callback`;

/**
 * Powerful features the site never uses; denying them means an injected script or a frame
 * cannot use them either. Only features Chromium recognises, or it logs a console error.
 */
export const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
] as const;

/** Where the headers are served: production-like (preview, hosting) or Vite's dev server. */
export type ServerMode = 'production' | 'development';

/** The origin of a configured URL, or null when it is '' or a path (same origin as the site). */
export function originOf(url: string): string | null {
  if (url === '' || (url.startsWith('/') && !url.startsWith('//'))) return null;
  return new URL(url).origin;
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** The Content-Security-Policy of a page, one directive per entry. */
export function contentSecurityPolicy(
  config: SiteConfig,
  mode: ServerMode = 'production',
  pageStyles: readonly string[] = [],
): string {
  const apiOrigins = unique(Object.values(config.apiBaseUrls).map(originOf));
  // Articles flagged nucleusContent load two scripts from the content service (SPEC section 2).
  const contentOrigins = unique([
    originOf(config.apiBaseUrls.content),
    originOf(config.apiBaseUrls.serviceOutage),
  ]);
  const signInOrigins = unique([originOf(config.signInUrl)]);
  const dev = mode === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev server injects React Refresh's inline preamble; built pages need no inline script.
    'script-src': ["'self'", ...contentOrigins, ...(dev ? ["'unsafe-inline'"] : [])],
    'connect-src': ["'self'", ...apiOrigins, ...rumIntakeSources, ...(dev ? ['ws:'] : [])],
    // Session replay runs its compression worker from our own origin, not a blob: URL. Vite's
    // dev client watches for a lost server connection from a blob: worker, so an open page
    // reconnects (and reloads) by itself: the forms preview then shows the files as they are.
    'worker-src': ["'self'", ...(dev ? ['blob:'] : [])],
    'img-src': ["'self'", 'data:', 'https:'],
    // Vite's dev server injects CSS as <style> elements; the build links stylesheets, and writes
    // a prerendered page's styles into it, each allowed by its hash (page-style-sources.ts).
    'style-src': ["'self'", ...pageStyles, ...(dev ? ["'unsafe-inline'"] : [])],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'", 'https:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...signInOrigins],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** All security headers for a request path (below or at the base path). */
export function securityHeaders(
  config: SiteConfig,
  path: string,
  mode: ServerMode = 'production',
  pageStyles: readonly string[] = [],
): Record<string, string> {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  const isAuthCallback = pathname === authCallbackPath || pathname === `${authCallbackPath}/`;
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, mode, pageStyles),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': isAuthCallback ? 'no-referrer' : 'strict-origin-when-cross-origin',
    'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // For browsers without CSP frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
