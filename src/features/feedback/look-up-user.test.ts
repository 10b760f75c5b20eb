import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server';
import { lookUpUser } from './look-up-user';

describe('lookUpUser (the feedback users query)', () => {
  it('asks the main API for users with the email and says whether one is known', async () => {
    expect(await lookUpUser('priya.shah@example.com')).toEqual({ known: true });
    expect(await lookUpUser('nobody@example.com')).toEqual({ known: false });
  });

  it('a failure does not block the feedback: it is logged, without the email', async () => {
    stubServer.use(http.get('*/v1/users', () => HttpResponse.json({}, { status: 503 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await lookUpUser('priya.shah@example.com')).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('[feedback-users-query]', expect.anything());
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('priya.shah');
  });

  it('a network failure is treated the same way', async () => {
    stubServer.use(http.get('*/v1/users', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await lookUpUser('priya.shah@example.com')).toBeUndefined();
  });
});
