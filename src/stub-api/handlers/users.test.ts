import { describe, expect, it } from 'vitest';

describe('stub users query (GET /v1/users?email=)', () => {
  async function users(query: string, headers: Record<string, string> = {}) {
    const response = await fetch(`http://localhost:3000/v1/users${query}`, { headers });
    return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
  }

  it('answers a JSON:API list of the users with that email, case-insensitively', async () => {
    const { status, body } = await users('?email=Priya.Shah%40example.com');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        type: 'users',
        id: 'live-accounts',
        attributes: { email: 'priya.shah@example.com', 'first-name': 'Priya', surname: 'Shah' },
      },
    ]);
  });

  it('answers an empty list for an unknown or missing email', async () => {
    expect((await users('?email=someone%40example.com')).body.data).toEqual([]);
    expect((await users('')).body.data).toEqual([]);
  });

  it('fails under the accounts-fail scenario', async () => {
    expect((await users('?email=a%40b.c', { 'x-stub-scenario': 'accounts-fail' })).status).toBe(
      503,
    );
  });
});
