import { describe, expect, it } from 'vitest';
import { sampleCustomers } from '../data/sample-customers.ts';
import { sampleEditors } from '../data/sample-editors.ts';
import { demoSignInPath, studioClientId } from './identity.ts';

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

  describe('for the forms studio run for a team (decision 061)', () => {
    const studioCallback = `${origin}/studio/signed-in`;
    const forStudio = { client_id: studioClientId, redirect_uri: studioCallback, state: 'xyz' };

    it('lists the sample editors, not customers, and only to the studio callback', async () => {
      const html = await (await fetch(authorizeUrl(forStudio))).text();
      expect(html).toContain('Amira Khan: forms editor');
      expect(html).not.toContain('Priya Shah');
      expect((await fetch(authorizeUrl({ client_id: studioClientId }))).status).toBe(400);
      expect((await fetch(authorizeUrl({ redirect_uri: studioCallback }))).status).toBe(400);
    });

    it('sends the chosen editor back with an access token that userinfo names', async () => {
      const [amira] = sampleEditors;
      const response = await chooseCustomer('amira', forStudio);
      expect(response.status).toBe(303);
      expect(response.headers.getSetCookie()).toEqual([]);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(studioCallback);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('state')).toBe('xyz');
      const info = await fetch(`${origin}/identity/userinfo`, {
        headers: { Authorization: `Bearer ${fragment.get('access_token')}` },
      });
      expect(await info.json()).toEqual({ sub: amira.sub, name: amira.name, email: amira.email });
      expect((await fetch(`${origin}/identity/userinfo`)).status).toBe(401);
      expect((await chooseCustomer('live-accounts', forStudio)).status).toBe(400);
    });
  });
});
