import messages from '../../../schemas/messages/confirmation.json';
import type { ConfirmationOrigin } from '../../site/journey-routes.ts';

/** What the confirmation page says for one origin. */
export interface OriginConfirmationMessages {
  readonly heading: string;
  readonly emailSent: string;
  readonly nextSteps: readonly string[];
}

/** The confirmation page's words, from schemas/messages/confirmation.json. */
export const confirmationMessages: typeof messages & {
  readonly byOrigin: Readonly<Record<ConfirmationOrigin, OriginConfirmationMessages>>;
} = messages;
