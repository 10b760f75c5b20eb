import type { LeadDocument } from '../lib/leads/submit-lead.ts';
import type { SentStep } from './composed-step.ts';

/**
 * What a journey declared as data computes of its lead (decision 055): from each step's answers
 * as sent, in the journey's order, the lead document before the answers its forms place by
 * `x-lead` are added. The default export of the file its declaration names.
 */
export type JourneyLeadMapper = (steps: readonly SentStep[], signedIn: boolean) => LeadDocument;
