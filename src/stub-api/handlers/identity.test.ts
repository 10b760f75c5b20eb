import { describe, expect, it } from 'vitest';
import { sampleCustomers } from '../data/sample-customers.ts';
import { demoSignInPath } from './identity.ts';

const origin = window.location.origin;
const callback = `${origin}/help-and-support/auth-callback`;

function authorizeUrl(overrides: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    response_type: 'token',
    client_id: 'help-and-support',
    redirect_uri: callback,
    state: 'abc./help-and-support/deals',
    ...overrides,
  });
  return `${origin}/identity/authorize?${params}`;
}

function chooseCustomer(customer: string, overrides: Record<string, string> = {}) {
  return fetch(`${origin}${demoSignInPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'token',
      client_id: 'help-and-support',
      redirect_uri: callback,
      state: 'abc./help-and-support/deals',
      customer,
      ...overrides,
    }),
  });
}

describe('demo sign-in on the embedded stub (issue 6)', () => {
  it('lists the sample customers at the authorize address, carrying the request along', async () => {
    const response = await fetch(authorizeUrl());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Priya Shah: two live energy accounts');
    expect(html).toContain('Tom Evans: no live accounts yet');
    expect(html).toContain('value="abc./help-and-support/deals"');
  });

  it('escapes whatever the request carries', async () => {
    const html = await (await fetch(authorizeUrl({ state: '"><script>x</script>' }))).text();
    expect(html).not.toContain('<script>x');
  });

  it.each([
    ['a code-flow request', { response_type: 'code' }],
    ['no state', { state: '' }],
    [
      'another host as the redirect',
      { redirect_uri: 'https://evil.example/help-and-support/auth-callback' },
    ],
    ['another path as the redirect', { redirect_uri: `${origin}/help-and-support/deals` }],
  ])('refuses %s', async (_name, overrides) => {
    expect((await fetch(authorizeUrl(overrides))).status).toBe(400);
    expect((await chooseCustomer('live-accounts', overrides)).status).toBe(400);
  });

  it('sends the chosen customer back to the callback with the tokens and sets the cookies', async () => {
    const [live] = sampleCustomers;
    const response = await chooseCustomer('live-accounts');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('access_token')).toBe(live.accessToken);
    expect(fragment.get('id_token')).toBe(live.idToken);
    expect(fragment.get('state')).toBe('abc./help-and-support/deals');
    expect(response.headers.getSetCookie()).toEqual([
      `cognito_id_token=${live.idToken}; Path=/; Max-Age=3600; SameSite=Lax`,
      `access_token=${live.accessToken}; Path=/; Max-Age=3600; SameSite=Lax`,
    ]);
  });

  it('refuses an unknown customer', async () => {
    expect((await chooseCustomer('someone-else')).status).toBe(400);
  });
});
