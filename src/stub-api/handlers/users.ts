import { http } from 'msw';
import { sampleCustomers } from '../data/sample-customers.ts';
import { scenariosOf } from '../scenarios.ts';
import { jsonApi, jsonApiError, maybeSlow } from '../respond.ts';

/** The search document the users query posts: `{ data: { type, attributes: { email } } }`. */
interface UserSearchDocument {
  readonly data?: { readonly type?: unknown; readonly attributes?: { readonly email?: unknown } };
}

/**
 * POST /v1/users/search on the main API: the feedback flow's users query (SPEC section 7; its
 * shape is not given, decision 011). The email comes in the body, a JSON:API document of type
 * user-searches, never in the address. Answers a JSON:API list of the sample customers with that
 * email (an empty list for anyone else); a body that is not such a document gets a 422. The
 * accounts-fail scenario makes it fail like the other account look-ups.
 */
export function userHandlers() {
  return [
    http.post('*/v1/users/search', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('accounts-fail')) {
        return jsonApiError(503, 'Service Unavailable', 'Users are unavailable.');
      }
      const document = (await request.json().catch(() => null)) as UserSearchDocument | null;
      const email = document?.data?.attributes?.email;
      if (document?.data?.type !== 'user-searches' || typeof email !== 'string') {
        return jsonApiError(
          422,
          'Invalid user search',
          'Send a JSON:API document of type user-searches with the email in its attributes.',
        );
      }
      const wanted = email.trim().toLowerCase();
      const matches = sampleCustomers.filter(
        (customer) => wanted !== '' && customer.customer.email.toLowerCase() === wanted,
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
