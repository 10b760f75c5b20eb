import { loadMainApi } from '../http/load-main-api';
import type { LeadResponse } from './lead-confirmation';

/**
 * Starts loading what sending a lead needs (the main API client), so the submit does not wait
 * for it: called once the customer starts filling the step in (see useLeadSubmission).
 */
export function prepareLeadSubmission(): void {
  loadMainApi().catch(() => undefined);
}

/** Header carrying the journey attempt's idempotency key. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** Any lead document the mappers build (JSON:API, type leads; schemas/leads/ is the contract). */
export interface LeadDocument {
  readonly data: object;
}

/**
 * POSTs a lead to /v1/leads on the main API (SPEC section 7) with the attempt's idempotency key,
 * and returns the response data. Never retried here: a failed lead is retried by the customer.
 */
export async function submitLead(
  document: LeadDocument,
  idempotencyKey: string,
): Promise<LeadResponse> {
  const { mainApi } = await loadMainApi();
  const body = await mainApi.post<{ data?: { id?: unknown } } | undefined>('leads', document, {
    headers: { [idempotencyKeyHeader]: idempotencyKey },
  });
  const id = body?.data?.id;
  if (typeof id !== 'string' || id === '') {
    throw new Error('The lead was accepted without a reference id');
  }
  return { id };
}
