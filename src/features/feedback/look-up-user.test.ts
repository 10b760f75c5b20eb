import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { slowResponseMs } from '../../stub-api/scenarios.ts';
import { lookUpUser, usersQueryWaitMs } from './look-up-user.ts';

/** Whether a promise has settled by now, without waiting for it. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

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

  it('an answer that never comes does not hold the feedback: it settles at the bound, the query abandoned and logged without the email', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let abandoned = false;
    stubServer.use(
      http.post('*/v1/users/search', ({ request }) => {
        request.signal.addEventListener('abort', () => (abandoned = true));
        return new Promise<never>(() => undefined);
      }),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lookUp = lookUpUser('priya.shah@example.com');
    await vi.advanceTimersByTimeAsync(usersQueryWaitMs - 1);
    expect(await settled(lookUp)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(lookUp)).toBe(true);
    await expect(lookUp).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith(
      '[feedback-users-query]',
      expect.objectContaining({ name: 'TimeoutError' }),
    );
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('priya.shah');
    await vi.waitFor(() => expect(abandoned).toBe(true));
  });

  it("a slow answer within the bound (the stub's 'slow' scenario, 3 s) is waited for, and nothing is logged", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubServer.use(
      http.post('*/v1/users/search', async () => {
        await delay(slowResponseMs);
        return HttpResponse.json({ data: [] });
      }),
    );
    expect(slowResponseMs).toBeLessThan(usersQueryWaitMs);
    const consoleError = vi.spyOn(console, 'error');
    const lookUp = lookUpUser('priya.shah@example.com');
    await vi.advanceTimersByTimeAsync(slowResponseMs);
    await expect(lookUp).resolves.toBeUndefined();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
