import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userHandlers } from './users.ts';

describe('stub users query (POST /v1/users/search)', () => {
  async function search(document: unknown, headers: Record<string, string> = {}) {
    const response = await fetch('http://localhost:3000/v1/users/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
      body: JSON.stringify(document),
    });
    return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
  }
  const byEmail = (email: string) => ({ data: { type: 'user-searches', attributes: { email } } });

  it('answers a JSON:API list of the users with the email in the body, case-insensitively', async () => {
    const { status, body } = await search(byEmail('Priya.Shah@example.com'));
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        type: 'users',
        id: 'live-accounts',
        attributes: { email: 'priya.shah@example.com', 'first-name': 'Priya', surname: 'Shah' },
      },
    ]);
  });

  it('answers an empty list for an unknown or blank email', async () => {
    expect((await search(byEmail('someone@example.com'))).body.data).toEqual([]);
    expect((await search(byEmail('  '))).body.data).toEqual([]);
  });

  it('refuses a body that is not a user search with a 422', async () => {
    expect((await search({ email: 'priya.shah@example.com' })).status).toBe(422);
    expect((await search({ data: { type: 'users', attributes: { email: 'a@b.c' } } })).status).toBe(
      422,
    );
  });

  it('has no query with the email in the address (GET /v1/users?email=)', async () => {
    // Unanswered, such a request fails any test that makes it (tests/setup/vitest-setup.ts).
    const request = new Request('http://localhost:3000/v1/users?email=a%40b.c');
    expect(await getResponse(userHandlers(), request)).toBeUndefined();
  });

  it('fails under the accounts-fail scenario', async () => {
    expect((await search(byEmail('a@b.c'), { 'x-stub-scenario': 'accounts-fail' })).status).toBe(
      503,
    );
  });
});
