import { http } from 'msw';
import { sampleCustomers } from '../data/sample-customers';
import { scenariosOf } from '../scenarios';
import { jsonApi, jsonApiError, maybeSlow } from '../respond';

/**
 * GET /v1/users?email= on the main API: the feedback flow's users query (SPEC section 7; its
 * shape is not given). Answers a JSON:API list of the sample customers with that email (an empty
 * list for anyone else). The accounts-fail scenario makes it fail like the other account look-ups.
 */
export function userHandlers() {
  return [
    http.get('*/v1/users', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('accounts-fail')) {
        return jsonApiError(503, 'Service Unavailable', 'Users are unavailable.');
      }
      const email = (new URL(request.url).searchParams.get('email') ?? '').trim().toLowerCase();
      const matches = sampleCustomers.filter(
        (customer) => email !== '' && customer.customer.email.toLowerCase() === email,
      );
      return jsonApi({
        data: matches.map((customer) => ({
          type: 'users',
          id: customer.key,
          attributes: {
            email: customer.customer.email,
            'first-name': customer.customer['first-name'],
            surname: customer.customer.surname,
          },
        })),
      });
    }),
  ];
}
