import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubMiddleware } from './stub-middleware';

const longJson = { items: Array.from({ length: 200 }, (_, index) => ({ index, text: 'help' })) };

let server: Server;
let origin: string;

beforeAll(async () => {
  const middleware = stubMiddleware(
    [
      http.get('*/stubbed/long.json', () => HttpResponse.json(longJson)),
      http.get('*/stubbed/short.json', () => HttpResponse.json({ ok: true })),
    ],
    ['/stubbed/'],
  );
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 200;
      res.end('app');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
