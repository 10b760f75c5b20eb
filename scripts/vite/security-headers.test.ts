import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/site/read-config.ts';
import { contentSecurityPolicy, originOf, securityHeaders } from './security-headers.ts';
import { nginxPageStyleSourcesFile, nginxPageStyleSourcesVariable } from './page-style-sources.ts';

const stubConfig = readConfig({});
const hostedConfig = readConfig({
  VITE_MAIN_API_URL: 'https://api.example.co.uk/',
  VITE_CONTENT_URL: 'https://content.example.co.uk',
  VITE_ACCOUNT_API_URL: 'https://accounts.example.co.uk/base',
  VITE_SIGN_IN_URL: 'https://login.example.co.uk/identity/authorize',
});

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('originOf', () => {
  it.each([
    ['', null],
    ['/account-api', null],
    ['https://api.example.co.uk/v1', 'https://api.example.co.uk'],
  ])('%j is %j', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline or evaluated script and no framing on the embedded stub', () => {
    const policy = directives(contentSecurityPolicy(stubConfig));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(stubConfig)).not.toMatch(/unsafe-eval|unsafe-inline/);
  });

  it("allows a built page's styles by their hashes, and no other inline style", () => {
    const pageStyles = ["'sha256-a='", "'sha256-b='"];
    const policy = directives(contentSecurityPolicy(stubConfig, 'production', pageStyles));
    expect(policy.get('style-src')).toEqual(["'self'", ...pageStyles]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(contentSecurityPolicy(stubConfig, 'production', pageStyles)).not.toMatch(
      /unsafe-inline/,
    );
  });

  it('names the configured API, content and sign-in hosts by origin only', () => {
    const policy = directives(contentSecurityPolicy(hostedConfig));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.co.uk',
      'https://accounts.example.co.uk',
      'https://content.example.co.uk',
      'https://browser-intake-datadoghq.eu',
      'https://*.browser-intake-datadoghq.eu',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'", 'https://content.example.co.uk']);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://login.example.co.uk']);
  });

  it('loosens only what the dev server injects, and never allows eval', () => {
    const policy = contentSecurityPolicy(stubConfig, 'development');
    expect(directives(policy).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(policy).get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy).not.toContain('unsafe-eval');
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a strict referrer policy and denies unused features', () => {
    const headers = securityHeaders(stubConfig, '/help-and-support/meters');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('sends no referrer at all from the sign-in callback, whose URL carries tokens', () => {
    expect(
      securityHeaders(stubConfig, '/help-and-support/auth-callback?state=x')['Referrer-Policy'],
    ).toBe('no-referrer');
  });
});

describe('the documented nginx headers (docs/hosting/security-headers.conf)', () => {
  const conf = readFileSync('docs/hosting/security-headers.conf', 'utf8');
  const env = Object.fromEntries(
    [...conf.matchAll(/^#\s+(VITE_\w+)=(\S+)$/gm)].map((match) => [match[1], match[2]]),
  );
  const documented = Object.fromEntries(
    [...conf.matchAll(/^add_header ([\w-]+) "?(.*?)"? always;$/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );

  it('are what the code builds for the settings listed in the file', () => {
    // The build's pages' style hashes come from the file it writes (page-style-sources.ts).
    const expected = securityHeaders(readConfig(env), '/help-and-support/', 'production', [
      nginxPageStyleSourcesVariable,
    ]);
    const { 'Strict-Transport-Security': hsts, 'Referrer-Policy': referrer, ...rest } = documented;
    expect(hsts).toMatch(/^max-age=\d+/);
    expect(referrer).toBe('$help_referrer_policy');
    expect(rest).toEqual({ ...expected, 'Referrer-Policy': undefined });
  });

  it('send no referrer from the sign-in callback only', () => {
    const nginx = readFileSync('docs/hosting/nginx.conf', 'utf8');
    expect(nginx).toMatch(/default\s+"strict-origin-when-cross-origin";/);
    expect(nginx).toMatch(/\/help-and-support\/auth-callback\s+"no-referrer";/);
  });

  it("take the built pages' style hashes from the file the build writes", () => {
    const nginx = readFileSync('docs/hosting/nginx.conf', 'utf8');
    expect(nginx).toContain(`include /srv/www/help-and-support/${nginxPageStyleSourcesFile};`);
  });
});
