import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refusalOf, requestGuard } from './request-guard.ts';

const own = 'http://127.0.0.1:4180';

describe('the studio refuses requests that are not its own', () => {
  it('lets in its own pages, with or without an Origin on reads', () => {
    expect(refusalOf('GET', { host: '127.0.0.1:4180' }, own)).toBeUndefined();
    expect(refusalOf('POST', { host: '127.0.0.1:4180', origin: own }, own)).toBeUndefined();
  });

  it('refuses another Host, such as a name rebound to the loopback address', () => {
    expect(refusalOf('GET', { host: 'evil.example:4180' }, own)).toMatch(/answers only at/);
    expect(refusalOf('GET', { host: 'localhost:4180' }, own)).toMatch(/answers only at/);
    expect(refusalOf('GET', { host: '127.0.0.1:9999' }, own)).toMatch(/answers only at/);
    expect(refusalOf('GET', {}, own)).toMatch(/answers only at/);
  });

  it('refuses another Origin, so no other page in the browser can drive it', () => {
    const headers = { host: '127.0.0.1:4180', origin: 'https://evil.example' };
    expect(refusalOf('POST', headers, own)).toMatch(/Another web page/);
    expect(refusalOf('GET', headers, own)).toMatch(/Another web page/);
    expect(refusalOf('POST', { host: '127.0.0.1:4180', origin: 'null' }, own)).toMatch(
      /Another web page/,
    );
  });

  it('refuses a change that does not say where it came from', () => {
    expect(refusalOf('POST', { host: '127.0.0.1:4180' }, own)).toMatch(/did not say/);
  });

  it("checks only the Host of a stand-in's path, the embedded stub's demo sign-in form", () => {
    const guard = requestGuard(() => own, ['/identity/authorize/sign-in']);
    const status = (url: string, headers: Record<string, string>) => {
      const res = { statusCode: 200, setHeader: () => undefined, end: () => undefined };
      let passed = false;
      guard(
        { url, method: 'POST', headers } as unknown as IncomingMessage,
        res as unknown as ServerResponse,
        () => {
          passed = true;
        },
      );
      return passed ? 'passed' : res.statusCode;
    };
    const stubForm = { host: '127.0.0.1:4180', origin: 'null' };
    expect(status('/identity/authorize/sign-in', stubForm)).toBe('passed');
    expect(status('/identity/authorize/sign-in', { ...stubForm, host: 'evil.example' })).toBe(403);
    expect(status('/studio/api/commit', stubForm)).toBe(403);
  });
});
