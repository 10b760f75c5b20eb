import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { sampleCustomers } from '../../stub-api/data/sample-customers.ts';
import { fetchPrefill } from './prefill.ts';

const [live, noLive] = sampleCustomers;
const seen: { path: string; authorization: string | null; clientId: string | null }[] = [];

describe('prefill (SPEC section 4, "Prefill login state")', () => {
  beforeEach(() => {
    seen.length = 0;
    stubServer.events.on('request:start', ({ request }) => {
      seen.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        clientId: request.headers.get('x-client-id'),
      });
    });
  });
  afterEach(() => stubServer.events.removeAllListeners());

  it('with a live-account count above 0, prefills from the accounts list', async () => {
    const prefill = await fetchPrefill({ idToken: live.idToken, accessToken: live.accessToken });
    expect(prefill).toEqual({
      firstName: 'Priya',
      surname: 'Shah',
      email: 'priya.shah@example.com',
      telephoneNumber: '07911123456',
    });
    expect(seen).toEqual([
      {
        path: '/account-api/v1/proxy/Customer/Accounts/AccountStatusCount',
        authorization: `Bearer ${live.idToken}`,
        clientId: null,
      },
      // SPEC section 7: the identity token as Authorization on the accounts list.
      { path: '/account-api/v1/accounts', authorization: live.idToken, clientId: null },
    ]);
  });

  it('otherwise, with an access token, prefills name and email from the customers list', async () => {
    const prefill = await fetchPrefill({
      idToken: noLive.idToken,
      accessToken: noLive.accessToken,
    });
    expect(prefill).toEqual({ firstName: 'Tom', surname: 'Evans', email: 'tom.evans@example.com' });
    expect(seen.at(-1)).toEqual({
      path: '/v1/customers',
      authorization: `Bearer ${noLive.accessToken}`,
      clientId: 'help-and-support',
    });
    expect(seen.map((request) => request.path)).not.toContain('/account-api/v1/accounts');
  });

  it('with no identity token, fetches nothing', async () => {
    expect(await fetchPrefill({ accessToken: live.accessToken })).toBeUndefined();
    expect(await fetchPrefill({})).toBeUndefined();
    expect(seen).toEqual([]);
  });

  it('with no live account and no access token, stops after the count', async () => {
    expect(await fetchPrefill({ idToken: noLive.idToken })).toBeUndefined();
    expect(seen.map((request) => request.path)).toEqual([
      '/account-api/v1/proxy/Customer/Accounts/AccountStatusCount',
    ]);
  });

  it('only logs account lookup failures (SPEC section 8), without personal data', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const prefill = await fetchPrefill({
      idToken: `${live.idToken}-expired`,
      accessToken: `${live.accessToken}-expired`,
    });
    expect(prefill).toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('[prefill]', expect.anything());
    expect(consoleError.mock.calls.flat().map(String).join(' ')).not.toContain(live.idToken);
  });

  it('falls back to the customers list when the accounts list fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer.use(http.get('*/account-api/v1/accounts', () => HttpResponse.error()));
    const prefill = await fetchPrefill({ idToken: live.idToken, accessToken: live.accessToken });
    expect(prefill).toEqual({
      firstName: 'Priya',
      surname: 'Shah',
      email: 'priya.shah@example.com',
    });
  });
});
