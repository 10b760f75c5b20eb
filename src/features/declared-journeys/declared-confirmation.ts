import type { LeadResponse } from '../../lib/leads/lead-confirmation.ts';

/** What a journey declared as data hands its confirmation page once its lead is accepted. */
export interface DeclaredConfirmationState {
  readonly journey: string;
  readonly response: LeadResponse;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    declaredConfirmation?: DeclaredConfirmationState;
  }
}

/**
 * The reference of a declared journey's accepted lead, from history state (kept there, not in
 * the address, as every confirmation's is), if it is well formed and this journey's.
 */
export function readDeclaredConfirmation(
  state: unknown,
  journeyId: string,
): LeadResponse | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const candidate = (state as { declaredConfirmation?: unknown }).declaredConfirmation;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { journey, response } = candidate as { journey?: unknown; response?: unknown };
  const id = (response as { id?: unknown } | null | undefined)?.id;
  if (journey !== journeyId || typeof id !== 'string' || id.trim() === '') return undefined;
  return { id };
}
