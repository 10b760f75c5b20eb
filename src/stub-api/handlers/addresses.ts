import { randomUUID } from 'node:crypto';
import { http } from 'msw';
import { sampleAddressesFor } from '../data/sample-addresses.ts';
import { scenariosOf } from '../scenarios.ts';
import { jsonApi, jsonApiError, maybeSlow } from '../respond.ts';

/** GET /v1/addresses?postcode= (lookup) and POST /v1/addresses (a manual address). */
export function addressHandlers() {
  return [
    http.get('*/v1/addresses', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('address-lookup-fail')) {
        return jsonApiError(
          500,
          'Internal Server Error',
          'Address lookup is unavailable (stub scenario address-lookup-fail).',
        );
      }
      const postcode = new URL(request.url).searchParams.get('postcode') ?? '';
      return jsonApi({
        data: sampleAddressesFor(postcode).map(({ id, ...attributes }) => ({
          type: 'addresses',
          id,
          attributes,
        })),
      });
    }),
    http.post('*/v1/addresses', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      // Saving a manual address takes a moment, so the 'checking your details' message is seen.
      await maybeSlow(scenarios);
      if (scenarios.has('address-save-fail')) {
        return jsonApiError(
          500,
          'Internal Server Error',
          'Address save is unavailable (stub scenario address-save-fail).',
        );
      }
      const document = (await request.json().catch(() => null)) as {
        data?: { type?: unknown; attributes?: Record<string, unknown> };
      } | null;
      if (document?.data?.type !== 'addresses' || typeof document.data.attributes !== 'object') {
        return jsonApiError(422, 'Invalid address', 'Send a JSON:API document of type addresses.');
      }
      return jsonApi(
        {
          data: {
            type: 'addresses',
            id: `MAN-${randomUUID().slice(0, 8).toUpperCase()}`,
            attributes: { ...document.data.attributes, isManual: true },
          },
        },
        201,
      );
    }),
  ];
}
