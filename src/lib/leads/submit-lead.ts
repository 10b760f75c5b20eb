import { config } from '../../site/config.ts';
import { loadMainApi } from '../http/load-main-api.ts';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import type { LeadResponse } from './lead-confirmation.ts';

/**
 * Starts loading what sending a lead needs (the main API client), so the submit does not wait
 * for it: called once the customer starts filling the step in (see useLeadSubmission).
 */
export function prepareLeadSubmission(): void {
  loadMainApi().catch(() => undefined);
}

/** Any lead document the mappers build (JSON:API, type leads; schemas/leads/ is the contract). */
export interface LeadDocument {
  readonly data: object;
}

/**
 * POSTs a lead to /v1/leads on the main API (SPEC section 7) and returns the response data. The
 * attempt's idempotency key goes in its header only where configured, since an API on another
 * origin refuses a header its CORS rules do not allow. Never retried here: a failed lead is
 * retried by the customer, and useLeadSubmission posts one lead per click either way. `signal`
 * ends a send the customer has chosen to make again (see useLeadSubmission's tryAgain).
 */
export async function submitLead(
  document: LeadDocument,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<LeadResponse> {
  const { mainApi } = await loadMainApi();
  const body = await mainApi.post<{ data?: { id?: unknown } } | undefined>('leads', document, {
    ...(config.leadIdempotencyHeader
      ? { headers: { [idempotencyKeyHeader]: idempotencyKey } }
      : {}),
    ...(signal ? { signal } : {}),
  });
  const id = body?.data?.id;
  if (typeof id !== 'string' || id === '') {
    throw new Error('The lead was accepted without a reference id');
  }
  return { id };
}
