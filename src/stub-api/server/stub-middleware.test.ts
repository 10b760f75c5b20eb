import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMiddleware } from '../../../tests/setup/serve-middleware.ts';
import { stubMiddleware } from './stub-middleware.ts';

const longJson = { items: Array.from({ length: 200 }, (_, index) => ({ index, text: 'help' })) };

let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const middleware = stubMiddleware(
    [
      http.get('*/stubbed/long.json', () => HttpResponse.json(longJson)),
      http.get('*/stubbed/short.json', () => HttpResponse.json({ ok: true })),
    ],
    ['/stubbed/'],
  );
  ({ origin, close } = await serveMiddleware(middleware));
});
afterAll(() => close());

describe('the embedded stub on the dev and preview servers', () => {
  it('answers with the handlers, gzipped when the browser takes gzip, as a CDN would', async () => {
    const response = await fetch(`${origin}/stubbed/long.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(longJson);
  });

  it('sends small bodies and clients without gzip the plain body', async () => {
    const small = await fetch(`${origin}/stubbed/short.json`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await fetch(`${origin}/stubbed/long.json`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(longJson);
  });

  it('passes on what the stub does not answer', async () => {
    expect(await (await fetch(`${origin}/help-and-support/`)).text()).toBe('app');
  });
});
