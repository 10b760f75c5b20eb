import { httpClient } from '../http/http-clients.ts';
import { mainApi } from '../http/main-api.ts';
import { logError } from '../telemetry/log-error.ts';
import type { SignInCookies } from './sign-in-cookies.ts';

/** Details a journey may fill in for a signed-in customer (SPEC sections 3 and 6). */
export interface Prefill {
  readonly firstName?: string;
  readonly surname?: string;
  readonly email?: string;
  readonly telephoneNumber?: string;
}

/** Account status count of the account API (SPEC section 3). */
interface AccountStatusCount {
  readonly liveCount?: number;
  readonly lostCount?: number;
  readonly preLiveCount?: number;
}

/** One account of the accounts list; only the fields prefill reads. */
interface Account {
  readonly person?: { readonly firstName?: string; readonly lastName?: string };
  readonly email?: string;
  readonly mobile?: string;
}

/** One customer of the main API's customers list, deserialised and camelCased. */
interface Customer {
  readonly firstName?: string;
  readonly surname?: string;
  readonly email?: string;
}

const accountStatusCountPath = '/v1/proxy/Customer/Accounts/AccountStatusCount';
const accountsPath = '/v1/accounts';

function clean(details: Record<keyof Prefill, string | undefined>): Prefill | undefined {
  const entries = Object.entries(details).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
  );
  return entries.length > 0
    ? Object.fromEntries(entries.map(([k, v]) => [k, v.trim()]))
    : undefined;
}

function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)) {
    return body.data as T[];
  }
  return [];
}

async function liveAccountCount(idToken: string): Promise<number> {
  try {
    const count = await httpClient('account').json<AccountStatusCount>(accountStatusCountPath, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    return typeof count.liveCount === 'number' ? count.liveCount : 0;
  } catch (error) {
    logError(error, { source: 'prefill', step: 'account-status-count' });
    return 0;
  }
}

async function fromAccounts(idToken: string): Promise<Prefill | undefined> {
  try {
    // SPEC section 7: the identity token itself is the Authorization value on this call.
    const body = await httpClient('account').json(accountsPath, {
      headers: { Authorization: idToken },
    });
    const [account] = listOf<Account>(body);
    if (!account) return undefined;
    return clean({
      firstName: account.person?.firstName,
      surname: account.person?.lastName,
      email: account.email,
      telephoneNumber: account.mobile,
    });
  } catch (error) {
    logError(error, { source: 'prefill', step: 'accounts' });
    return undefined;
  }
}

async function fromCustomers(accessToken: string): Promise<Prefill | undefined> {
  try {
    const body = await mainApi.get<unknown>('customers', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const [customer] = listOf<Customer>(body);
    if (!customer) return undefined;
    return clean({
      firstName: customer.firstName,
      surname: customer.surname,
      email: customer.email,
      telephoneNumber: undefined,
    });
  } catch (error) {
    logError(error, { source: 'prefill', step: 'customers' });
    return undefined;
  }
}

/**
 * The prefill of SPEC section 4 ("Prefill login state"): with no identity token nothing is
 * fetched; a live-account count above 0 reads the accounts list (name, email, mobile); otherwise,
 * with an access token, the customers list (name, email). Failures are only logged (SPEC section 8)
 * and give no prefill; when the accounts list gives nothing, the customers list is tried next.
 */
export async function fetchPrefill(cookies: SignInCookies): Promise<Prefill | undefined> {
  const { idToken, accessToken } = cookies;
  if (!idToken) return undefined;
  if ((await liveAccountCount(idToken)) > 0) {
    const prefill = await fromAccounts(idToken);
    if (prefill) return prefill;
  }
  return accessToken ? fromCustomers(accessToken) : undefined;
}
