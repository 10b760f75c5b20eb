import { describe, expect, it } from 'vitest';
import { readConfig } from './read-config.ts';

describe('site configuration', () => {
  it('defaults every backend to the embedded stub on this origin', () => {
    const config = readConfig({});
    expect(config.apiBaseUrls).toEqual({
      main: '',
      account: '/account-api',
      backend: '/backend',
      energySystem: '/energy-system',
      content: '',
      serviceOutage: '',
      webAppMessages: '/web-app-messages',
    });
    expect(config.embeddedStub).toBe(true);
    expect(config.signOutUrl).toBe('/identity/logout');
    expect(config.externalLinks.pageNotFound).toBe('/page-not-found.html');
  });

  it('uses the monitoring defaults of SPEC section 9 when unset', () => {
    const { monitoring } = readConfig({});
    expect(monitoring.sessionSampleRate).toBe(100);
    expect(monitoring.sessionReplaySampleRate).toBe(20);
    expect(monitoring.env).toBe('production');
    expect(monitoring.appName).toBe('help-and-support');
  });

  it('aims a production build at real hosts with environment variables only', () => {
    const config = readConfig({
      VITE_MAIN_API_URL: 'https://api.example.co.uk/',
      VITE_MAIN_SITE_URL: 'https://www.example.co.uk',
      VITE_EMBEDDED_STUB: 'false',
      VITE_RUM_ALLOWED_TRACING_URLS: 'https://api.example.co.uk, https://acc.example.co.uk',
    });
    expect(config.apiBaseUrls.main).toBe('https://api.example.co.uk');
    expect(config.signInUrl).toBe('https://www.example.co.uk/identity/authorize');
    expect(config.externalLinks.meterReads).toBe('https://www.example.co.uk/meterreads');
    expect(config.embeddedStub).toBe(false);
    expect(config.monitoring.allowedTracingUrls).toEqual([
      'https://api.example.co.uk',
      'https://acc.example.co.uk',
    ]);
  });

  it('sends the lead idempotency header to the stub, and to real hosts only when asked', () => {
    expect(readConfig({}).leadIdempotencyHeader).toBe(true);
    expect(readConfig({ VITE_EMBEDDED_STUB: 'false' }).leadIdempotencyHeader).toBe(false);
    expect(
      readConfig({ VITE_EMBEDDED_STUB: 'false', VITE_LEAD_IDEMPOTENCY_HEADER: 'true' })
        .leadIdempotencyHeader,
    ).toBe(true);
    expect(readConfig({ VITE_LEAD_IDEMPOTENCY_HEADER: 'false' }).leadIdempotencyHeader).toBe(false);
  });

  it('refuses a malformed setting at start-up, naming it', () => {
    expect(() => readConfig({ VITE_MAIN_API_URL: 'ftp://x' })).toThrow(/VITE_MAIN_API_URL/);
    expect(() => readConfig({ VITE_CONTENT_URL: '//evil.example' })).toThrow(/VITE_CONTENT_URL/);
    expect(() => readConfig({ VITE_RUM_REPLAY_SAMPLE_RATE: '250' })).toThrow(
      /VITE_RUM_REPLAY_SAMPLE_RATE/,
    );
    expect(() => readConfig({ VITE_LEAD_IDEMPOTENCY_HEADER: 'yes' })).toThrow(
      /VITE_LEAD_IDEMPOTENCY_HEADER/,
    );
  });
});
