import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { createFetchClient } from './fetch-client.ts';
import { FetchError } from './http-errors.ts';

const client = createFetchClient('https://content.test');

describe("other clients' failures (SPEC section 8)", () => {
  it.each([
    ['message', { message: 'Content missing' }, 'Content missing'],
    ['statusText', { statusText: 'Gone away' }, 'Gone away'],
    ['Message', { Message: 'Upper-case message' }, 'Upper-case message'],
  ])('reads the text from %s', async (_key, body, expected) => {
    stubServer.use(
      http.get('https://content.test/page.json', () => HttpResponse.json(body, { status: 404 })),
    );
    const error = await client.json('/page.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as Error).message).toBe(
      `Fetching https://content.test/page.json returned response: Status: 404, Text: ${expected}`,
    );
  });

  it("falls back to the response's status text", async () => {
    stubServer.use(
      http.get('https://content.test/page.json', () =>
        HttpResponse.json({}, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(client.json('/page.json')).rejects.toThrow(
      'Fetching https://content.test/page.json returned response: Status: 503, Text: Service Unavailable',
    );
  });

  it('returns JSON and text bodies on success', async () => {
    stubServer.use(
      http.get('https://content.test/a.json', () => HttpResponse.json({ ok: true })),
      http.get('https://content.test/a.html', () => HttpResponse.text('<p>Hi</p>')),
    );
    await expect(client.json('/a.json')).resolves.toEqual({ ok: true });
    await expect(client.text('a.html')).resolves.toBe('<p>Hi</p>');
  });
});
