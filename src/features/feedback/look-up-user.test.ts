import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { lookUpUser } from './look-up-user.ts';

describe('lookUpUser (the feedback users query)', () => {
  it('is made, and its answer is not read: a known email and an unknown one come to the same', async () => {
    await expect(lookUpUser('priya.shah@example.com')).resolves.toBeUndefined();
    await expect(lookUpUser('nobody@example.com')).resolves.toBeUndefined();
  });

  it('sends the email only in the body, as a JSON:API user search, never in the address', async () => {
    const sent: { method: string; url: string; type: string | null; body: unknown }[] = [];
    const listener = ({ request }: { request: Request }) => {
      const copy = request.clone();
      void copy.text().then((text) =>
        sent.push({
          method: request.method,
          url: request.url,
          type: request.headers.get('content-type'),
          body: text ? JSON.parse(text) : undefined,
        }),
      );
    };
    stubServer.events.on('request:start', listener);
    await lookUpUser(' priya.shah@example.com ');
    stubServer.events.removeListener('request:start', listener);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'http://localhost:3000/v1/users/search',
      type: 'application/vnd.api+json',
      body: { data: { type: 'user-searches', attributes: { email: 'priya.shah@example.com' } } },
    });
  });

  it('a failure does not block the feedback: it is logged, without the email', async () => {
    stubServer.use(http.post('*/v1/users/search', () => HttpResponse.json({}, { status: 503 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await lookUpUser('priya.shah@example.com')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('[feedback-users-query]', expect.anything());
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('priya.shah');
  });

  it('a network failure is treated the same way', async () => {
    stubServer.use(http.post('*/v1/users/search', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await lookUpUser('priya.shah@example.com')).toBeUndefined();
  });
});
