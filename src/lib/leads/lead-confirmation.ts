/**
 * What a journey hands the confirmation page after a lead is accepted (SPEC section 2: "It
 * receives the origin and the response data in navigation state"). Kept in history state, not the
 * URL, so the reference never reaches analytics and a reload of the confirmation page keeps it.
 */
import {
  complaintRoutes,
  confirmationOrigins,
  type ConfirmationOrigin,
} from '../../site/journey-routes.ts';

/** The response data of an accepted lead that the confirmation page shows. */
export interface LeadResponse {
  /** The reference the customer quotes (the lead's id). */
  readonly id: string;
}

/** The navigation state of the confirmation page. */
export interface LeadConfirmation {
  readonly origin: ConfirmationOrigin;
  readonly response: LeadResponse;
  /**
   * The customer's answer to 'Can we record any extra support you need?' (vulnerabilityConsent,
   * SPEC section 3) on a complaint or enquiry's details step; feedback asks no such question.
   */
  readonly extraSupport?: boolean;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    leadConfirmation?: LeadConfirmation;
  }
}

/**
 * The confirmation in a history state, if it is well formed (history state can be anything). An
 * extra-support answer must be a boolean and come from a complaint or enquiry: feedback asks no
 * such question.
 */
export function readLeadConfirmation(state: unknown): LeadConfirmation | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const candidate = (state as { leadConfirmation?: unknown }).leadConfirmation;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { origin, response, extraSupport } = candidate as {
    origin?: unknown;
    response?: unknown;
    extraSupport?: unknown;
  };
  if (!(confirmationOrigins as readonly unknown[]).includes(origin)) return undefined;
  const id = (response as { id?: unknown } | null | undefined)?.id;
  if (typeof id !== 'string' || id.trim() === '') return undefined;
  if (extraSupport === undefined) return { origin: origin as ConfirmationOrigin, response: { id } };
  if (typeof extraSupport !== 'boolean') return undefined;
  if (!(complaintRoutes as readonly unknown[]).includes(origin)) return undefined;
  return { origin: origin as ConfirmationOrigin, response: { id }, extraSupport };
}
