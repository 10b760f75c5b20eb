import { http } from 'msw';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import type { LeadStore } from '../lead-store.ts';
import type { LeadVerdict } from '../lead-validator.ts';
import { scenariosOf } from '../scenarios.ts';
import { jsonApi, jsonApiError, maybeSlow } from '../respond.ts';

/**
 * POST /v1/leads: validates the document against schemas/leads/, stores it and answers a
 * JSON:API document with a new reference id; a repeated idempotency key gets the first answer,
 * and a lead without one (a build with the header switched off) is simply stored.
 */
export function leadHandlers(store: LeadStore, validate: (document: unknown) => LeadVerdict) {
  return [
    http.post('*/v1/leads', async ({ request, cookies }) => {
      const scenarios = scenariosOf(request, cookies);
      await maybeSlow(scenarios);
      if (scenarios.has('lead-500')) {
        return jsonApiError(
          500,
          'Internal Server Error',
          'The lead service is unavailable (stub scenario lead-500).',
        );
      }
      if (!request.headers.get('content-type')?.includes('application/vnd.api+json')) {
        return jsonApiError(
          415,
          'Unsupported Media Type',
          'Send the lead as application/vnd.api+json.',
        );
      }
      let document: unknown;
      try {
        document = await request.json();
      } catch {
        return jsonApiError(400, 'Bad Request', 'The body is not JSON.');
      }
      const key = request.headers.get(idempotencyKeyHeader);
      const earlier = key ? store.findByIdempotencyKey(key) : undefined;
      if (earlier) return jsonApi({ data: { type: 'leads', id: earlier.id } }, 201);

      const verdict = validate(document);
      if (!verdict.valid) {
        return jsonApi(
          {
            errors: verdict.errors.map((error, index) => ({
              id: `lead-invalid-${index + 1}`,
              status: '422',
              title: 'Invalid lead',
              detail: `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`,
              source: { pointer: error.instancePath || '/' },
            })),
          },
          422,
        );
      }
      const lead = store.add(document, key);
      return jsonApi({ data: { type: 'leads', id: lead.id } }, 201);
    }),
  ];
}
