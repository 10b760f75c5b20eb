import { http, HttpResponse } from 'msw';
import { customerByAccessToken, customerByIdToken } from '../data/sample-customers';
import { scenariosOf } from '../scenarios';
import { jsonApi, jsonApiError, maybeSlow } from '../respond';

/** The account API (status count, accounts) and the main API's customers list (SPEC section 7). */
export function accountHandlers() {
  return [
    http.get('*/v1/proxy/Customer/Accounts/AccountStatusCount', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('accounts-fail'))
        return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
      const customer = customerByIdToken(request);
      if (!customer) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json(customer.accountStatusCount);
    }),
    http.get('*/account-api/v1/accounts', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('accounts-fail'))
        return HttpResponse.json({ message: 'Unavailable' }, { status: 503 });
      const customer = customerByIdToken(request);
      if (!customer) return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      return HttpResponse.json(customer.accounts);
    }),
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
