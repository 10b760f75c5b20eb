/**
 * What a journey hands the confirmation page after a lead is accepted (SPEC section 2: "It
 * receives the origin and the response data in navigation state"). Kept in history state, not the
 * URL, so the reference never reaches analytics and a reload of the confirmation page keeps it.
 */
import { confirmationOrigins, type ConfirmationOrigin } from '../../site/journey-routes.ts';

/** The response data of an accepted lead that the confirmation page shows. */
export interface LeadResponse {
  /** The reference the customer quotes (the lead's id). */
  readonly id: string;
}

/** The navigation state of the confirmation page. */
export interface LeadConfirmation {
  readonly origin: ConfirmationOrigin;
  readonly response: LeadResponse;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    leadConfirmation?: LeadConfirmation;
  }
}

/** The confirmation in a history state, if it is well formed (history state can be anything). */
export function readLeadConfirmation(state: unknown): LeadConfirmation | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const candidate = (state as { leadConfirmation?: unknown }).leadConfirmation;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { origin, response } = candidate as { origin?: unknown; response?: unknown };
  if (!(confirmationOrigins as readonly unknown[]).includes(origin)) return undefined;
  const id = (response as { id?: unknown } | null | undefined)?.id;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  return { origin: origin as ConfirmationOrigin, response: { id } };
}
