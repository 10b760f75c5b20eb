import { http, HttpResponse, type JsonBodyType } from 'msw';
import {
  customerByAccessToken,
  customerByIdToken,
  type SampleCustomer,
} from '../data/sample-customers.ts';
import { scenariosOf } from '../scenarios.ts';
import { jsonApi, jsonApiError, maybeSlow } from '../respond.ts';

/** An account API call answered from the signed-in sample customer's records. */
function accountApi(path: string, answer: (customer: SampleCustomer) => JsonBodyType) {
  return http.get(path, async ({ request, cookies }) => {
    const scenarios = scenariosOf(request, cookies);
    await maybeSlow(scenarios);
    if (scenarios.has('accounts-fail'))
      return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
    const customer = customerByIdToken(request);
    if (!customer) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
    return HttpResponse.json(answer(customer));
  });
}

/** The account API (status count, accounts) and the main API's customers list (SPEC section 7). */
export function accountHandlers() {
  return [
    accountApi(
      '*/v1/proxy/Customer/Accounts/AccountStatusCount',
      (customer) => customer.accountStatusCount,
    ),
    accountApi('*/account-api/v1/accounts', (customer) => customer.accounts),
    http.get('*/v1/customers', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('accounts-fail'))
        return jsonApiError(503, 'Service Unavailable', 'Customers are unavailable.');
      const customer = customerByAccessToken(request);
      if (!customer) return jsonApiError(401, 'Unauthorized', 'A valid access token is required.');
      return jsonApi({
        data: [{ type: 'customers', id: customer.key, attributes: customer.customer }],
      });
    }),
  ];
}
