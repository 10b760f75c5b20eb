import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/site/read-config.ts';
import { framedPreviewHeaders, studioPageHeaders } from './studio-headers.ts';

const config = readConfig({});
const directive = (policy: string | undefined, name: string) =>
  policy
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('what may frame what in the studio', () => {
  it("lets the studio's pages frame only the site's own pages, and nothing frame them", () => {
    const headers = studioPageHeaders(config, '/studio/');
    expect(directive(headers['Content-Security-Policy'], 'frame-src')).toBe("frame-src 'self'");
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Cache-Control']).toBe('no-store');
  });

  it("lets the sign-in form of a team's studio lead to the identity provider only", () => {
    expect(
      directive(studioPageHeaders(config, '/studio/')['Content-Security-Policy'], 'form-action'),
    ).toBe("form-action 'self'");
    const forTeam = studioPageHeaders(config, '/studio/sign-in', 'https://id.example.org');
    expect(directive(forTeam['Content-Security-Policy'], 'form-action')).toBe(
      "form-action 'self' https://id.example.org",
    );
  });

  it('lets only its own origin frame the forms preview', () => {
    const headers = framedPreviewHeaders(config);
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(directive(headers['Content-Security-Policy'], 'frame-src')).toBe("frame-src 'none'");
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });
});
